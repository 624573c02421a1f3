/**
 * The one HTTP client of the product, on the browser's fetch. Every call goes through `request`, which applies the spec's
 * rules in one place: language parameter (spec 01 §7), token choice (spec 01 §6), inactivity reset on
 * success, HTTP 401 → session cleared and back to root, HTTP 503 → technical break (spec 01 §8), and
 * response shapes checked with zod/mini so a wrong answer is a clear error, not a broken screen.
 */
import * as z from 'zod/mini';
import { chooseToken, isLoginTypeCall, resetsInactivity } from './rules.ts';
import { $restrictedToken, $token, $unconfirmed, clearSession, touchSession } from '../stores/session.ts';
import { $language } from '../stores/settings.ts';
import { $maintenance } from '../stores/maintenance.ts';
import { requestNavigation } from '../navigation.ts';

export type ApiErrorKind = 'offline' | 'timeout' | 'http' | 'shape';

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

/** The query string of the defined values, the language last (spec 01 §7). */
function withQuery(url: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.append(name, String(value));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** A JSON body, or the text itself when it is not JSON (the shape check then names the problem). */
async function readBody(res: Response, as: 'json' | 'blob'): Promise<unknown> {
  if (as === 'blob' && res.ok) return res.blob();
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** No answer: the network failed, or the time ran out. */
function unreachable(path: string, e: unknown): ApiError {
  const timedOut = (e as Error | undefined)?.name === 'TimeoutError';
  return new ApiError(timedOut ? 'timeout' : 'offline', path, `${path}: ${String(e)}`);
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

/** Spec 01 §8: the session-level reactions to 401 and 503. */
function react(status: number | undefined, path: string): void {
  if (status === 401 && !isLoginTypeCall(path)) {
    clearSession();
    requestNavigation('/');
  } else if (status === 503) {
    clearSession();
    $maintenance.set(true);
    requestNavigation('/przerwa-techniczna');
  }
}

export function createApi(baseURL: string, { timeout = TIMEOUT_MS }: { timeout?: number } = {}): Api {
  const base = baseURL.replace(/\/+$/, '');

  async function request(path: string, opts: RequestOptions, responseType: 'json' | 'blob') {
    const decision = chooseToken(path, { token: $token.get(), restrictedToken: $restrictedToken.get() });
    if (decision.dropRestricted) $restrictedToken.set(undefined);
    if (decision.dropFull) $token.set(undefined);
    if (decision.clearUnconfirmed && $unconfirmed.get()) $unconfirmed.set(false);
    const lang = $language.get();
    const query: Query = { ...opts.query, ...(lang ? { [LANGUAGE_PARAM]: lang } : {}) };
    const headers: Record<string, string> = responseType === 'json' ? { Accept: 'application/json' } : {};
    if (decision.authorization) headers.Authorization = decision.authorization;
    if (opts.body) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(withQuery(base + path, query), {
        method: opts.method ?? 'GET',
        headers,
        ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
        signal: opts.signal
          ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeout)])
          : AbortSignal.timeout(timeout),
      });
    } catch (e) {
      throw unreachable(path, e);
    }
    let data: unknown;
    try {
      data = await readBody(res, responseType);
    } catch (e) {
      // the connection broke or the time ran out while the body was arriving
      if (res.ok) throw unreachable(path, e);
    }
    if (!res.ok) {
      react(res.status, path);
      const body = errorBody(data);
      throw new ApiError('http', path, `HTTP ${res.status} for ${path}`, res.status, body.kod, body.opis);
    }
    if (resetsInactivity(path)) touchSession();
    return { status: res.status, headers: res.headers, data };
  }

  return {
    baseURL: base,
    async json(path, schema, opts = {}) {
      const res = await request(path, opts, 'json');
      const parsed = z.safeParse(schema, res.data);
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
      const blob = res.data instanceof Blob ? res.data : new Blob([]);
      return { blob, fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallback) };
    },
  };
}

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
