/**
 * The one HTTP client of the product, on ofetch. Every call goes through `request`, which applies the spec's
 * rules in one place: language parameter (spec 01 §7), token choice (spec 01 §6), inactivity reset on
 * success, HTTP 401 → session cleared and back to root, HTTP 503 → technical break (spec 01 §8: the whole
 * site's when `/status` says so, else only the failed service's), and
 * response shapes checked with zod/mini so a wrong answer is a clear error, not a broken screen.
 */
import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { chooseToken, isLoginTypeCall, resetsInactivity } from '../rules/calls.ts';
import { $restrictedToken, $token, $unconfirmed, clearSession, touchSession } from '../stores/session.ts';
import { $language } from '../stores/settings.ts';
import { $maintenance } from '../stores/maintenance.ts';
import { konfiguracjaPaths, statusSchema } from './konfiguracja.ts';
import { requestNavigation } from '../navigation.ts';
import { loaderInfo } from '../config.ts';

export type ApiErrorKind = 'offline' | 'timeout' | 'http' | 'shape';
export type BreakScope = 'site' | 'service';

/** The status call (spec 01 §7): the one source of the site-wide break besides `/konfiguracja`. */
const STATUS_PATH = konfiguracjaPaths.status;

/** A 503 of one service (its id in `przerwaTechnicznaUslugi`): that widget shows its own break notice. */
export const isServiceBreak = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status === 503 && e.breakScope === 'service';

/** A failed call, classified so that widgets can pick the spec's reaction. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    message: string,
    readonly status?: number,
    /** Server error code and description (`kod`, `opis`) when the body carried them. */
    readonly kod?: number,
    readonly opis?: string,
    /** For an HTTP 503: whether the whole site is in its break, or only the service that was called. */
    readonly breakScope?: BreakScope,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Query;
  body?: Record<string, unknown> | unknown[];
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface Api {
  readonly baseURL: string;
  /** JSON call whose answer must match `schema`. */
  json<S extends z.ZodMiniType>(path: string, schema: S, opts?: RequestOptions): Promise<z.infer<S>>;
  /** File download (PDF, CSV), with the file name from Content-Disposition. */
  file(path: string, opts?: RequestOptions): Promise<DownloadedFile>;
}

export const LANGUAGE_PARAM = 'jezyk';
const TIMEOUT_MS = 20_000;

export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

function errorBody(data: unknown): { kod?: number; opis?: string } {
  if (data && typeof data === 'object') {
    const { kod, opis } = data as { kod?: unknown; opis?: unknown };
    return {
      ...(typeof kod === 'number' ? { kod } : {}),
      ...(typeof opis === 'string' ? { opis } : {}),
    };
  }
  return {};
}

/** Spec 01 §8: the session-level reaction to 401 (503 is decided in `request`, after asking `/status`). */
function react(status: number | undefined, path: string): void {
  if (status === 401 && !isLoginTypeCall(path)) {
    clearSession();
    requestNavigation('/');
  }
}

/** Spec 01 §8 "HTTP 503 → tokens removed, break flag set, redirect to break page", for the site-wide break. */
function enterSiteBreak(): void {
  clearSession();
  $maintenance.set(true);
  requestNavigation('/przerwa-techniczna');
}

/**
 * Re-checks a stored break flag against `/status` (spec 01 §4) when a page loads, so a break that ended while
 * the page was closed is not shown. No answer keeps the flag (the break page has its own retry).
 */
export async function recheckStoredBreak(api: Api): Promise<void> {
  if (!$maintenance.get()) return;
  try {
    const { czyPrzerwaTechniczna } = await api.json(STATUS_PATH, statusSchema);
    if (!czyPrzerwaTechniczna) $maintenance.set(false);
  } catch {
    /* unknown: the flag stays */
  }
}

/** The failure of a call as the product classifies it: an HTTP answer, no answer, or the time ran out. */
function toApiError(path: string, e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const status = e instanceof FetchError ? e.response?.status : undefined;
  if (e instanceof FetchError && status) {
    const body = errorBody(e.data);
    return new ApiError('http', path, `HTTP ${status} for ${path}`, status, body.kod, body.opis);
  }
  const cause = e instanceof FetchError ? e.cause : e;
  const timedOut = (cause as Error | undefined)?.name === 'TimeoutError';
  return new ApiError(timedOut ? 'timeout' : 'offline', path, `${path}: ${String(cause ?? e)}`);
}

/**
 * The client of one API base address: ofetch with the spec's rules in its hooks. `onRequest` chooses the token
 * and adds the language (spec 01 §6, §7), `onResponse` restarts the inactivity timer on success, and
 * `onResponseError` reacts to 401 and 503 (spec 01 §8). Nothing is retried: a POST must never be sent twice
 * (a payment, a reading), and for a GET the spec's reaction (snackbar, break page) comes at once, with the
 * widget's own retry button.
 */
export function createApi(baseURL: string, { timeout = TIMEOUT_MS }: { timeout?: number } = {}): Api {
  const base = baseURL.replace(/\/+$/, '');
  // the hooks after the request see the whole address: the spec's rules take the call's path
  const pathOf = (request: unknown) => String(request).replace(base, '').split('?')[0]!;
  const $fetch = ofetch.create(
    {
      baseURL: base,
      timeout,
      retry: 0,
      onRequest({ request, options }) {
        const path = pathOf(request);
        const decision = chooseToken(path, { token: $token.get(), restrictedToken: $restrictedToken.get() });
        if (decision.dropRestricted) $restrictedToken.set(undefined);
        if (decision.dropFull) $token.set(undefined);
        if (decision.clearUnconfirmed && $unconfirmed.get()) $unconfirmed.set(false);
        if (decision.authorization) options.headers.set('Authorization', decision.authorization);
        const lang = $language.get();
        if (lang) options.query = { ...options.query, [LANGUAGE_PARAM]: lang };
        // ofetch applies its own `timeout` only when the caller passes no signal (a widget's abort on unmount)
        if (options.signal) options.signal = AbortSignal.any([options.signal, AbortSignal.timeout(timeout)]);
      },
      onResponse({ request, response }) {
        if (response.ok && resetsInactivity(pathOf(request))) touchSession();
      },
      onResponseError({ request, response }) {
        react(response.status, pathOf(request));
      },
    },
    { fetch: wstepnaLubSiec },
  );

  /**
   * Whether the site as a whole is in its break, asked after a 503 (docs/behaviour.md "Behaviour where the specification is
   * silent"): a service in `przerwaTechnicznaUslugi` answers 503 as the whole site does, and only `/status`
   * tells them apart. Widgets failing together share one question; no answer counts as "not the whole site",
   * so nothing is stored and the widget keeps its own retry.
   */
  let siteCheck: Promise<boolean> | null = null;
  function siteInBreak(): Promise<boolean> {
    siteCheck ??= $fetch(STATUS_PATH, { headers: { Accept: 'application/json' } })
      .then(
        (data: unknown) => z.safeParse(statusSchema, data).data?.czyPrzerwaTechniczna === true,
        (e: unknown) => e instanceof FetchError && e.response?.status === 503,
      )
      .finally(() => (siteCheck = null));
    return siteCheck;
  }

  async function breakError(path: string, e: ApiError): Promise<ApiError> {
    const site = path === STATUS_PATH || (await siteInBreak());
    if (site) enterSiteBreak();
    return new ApiError(e.kind, path, e.message, e.status, e.kod, e.opis, site ? 'site' : 'service');
  }

  async function request(path: string, opts: RequestOptions, responseType: 'json' | 'blob') {
    try {
      return await $fetch.raw(path, {
        method: opts.method ?? 'GET',
        // undefined values are left out of the query string
        query: Object.fromEntries(Object.entries(opts.query ?? {}).filter(([, v]) => v !== undefined)),
        ...(opts.body ? { body: opts.body } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        responseType,
        // a body that is not JSON is kept as text, and the shape check names the problem
        ...(responseType === 'json' ? { headers: { Accept: 'application/json' } } : {}),
      });
    } catch (e) {
      const err = toApiError(path, e);
      throw err.status === 503 ? await breakError(path, err) : err;
    }
  }

  return {
    baseURL: base,
    async json(path, schema, opts = {}) {
      const res = await request(path, opts, 'json');
      const parsed = z.safeParse(schema, res._data);
      if (!parsed.success) {
        const where = parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; ');
        throw new ApiError('shape', path, `Unexpected answer from ${path}: ${where}`, res.status);
      }
      return parsed.data;
    },
    async file(path, opts = {}) {
      const res = await request(path, opts, 'blob');
      const fallback = path.split('/').filter(Boolean).join('-') + '.pdf';
      const blob = res._data instanceof Blob ? res._data : new Blob([]);
      return { blob, fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallback) };
    },
  };
}

/**
 * fetch, but a GET whose answer the loader already started with the element's code (issue 30, src/pierwsze.ts)
 * takes that answer, once, so every rule of `createApi` applies to it as to the network's.
 */
const wstepnaLubSiec = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  (typeof input === 'string' && loaderInfo()?.wstepna?.(input, init)) || fetch(input, init);

const clients = new Map<string, Api>();

/** One client per base address, shared by every widget of the page that uses it. */
export function getApi(baseURL: string): Api {
  let api = clients.get(baseURL);
  if (!api) {
    api = createApi(baseURL);
    clients.set(baseURL, api);
  }
  return api;
}
