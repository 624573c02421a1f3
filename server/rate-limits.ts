/**
 * Rate limits of the anonymous calls that cost a hash, send an e-mail or read personal data (issue 11 item 7):
 * login, captcha, registration and account links, the password reminder and activation-link resend, the voter
 * lookup by PESEL, the payment providers' notifications. Each group has a limit per client and one for all clients together; past either the answer
 * is 429 `{kod, opis}` with Retry-After. The middleware is hono-rate-limiter; its counters live in the database
 * (table `limity_zadan`), so every instance of the server counts together. Who a per-caller limit counts (an
 * account, else an address) is `callerKey`; the PDFs in progress per caller (`pdfsAtOnce`) are held by pdf.ts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type ClientRateLimitInfo, type RateLimitInfo, type Store } from 'hono-rate-limiter';
import { kontoPaths } from '../src/core/api/konto.ts';
import { wodaPaths } from '../src/core/api/woda.ts';
import { wyboryPaths } from '../src/core/api/wybory.ts';
import type { Db } from './db.ts';
import { errorJson } from './http.ts';
import { verifyJwt } from './konto/jwt.ts';
import { bearer } from './konto/context.ts';

export type LimitGroup =
  'logowanie' | 'tozsamosc' | 'captcha' | 'rejestracja' | 'poczta' | 'wyborca' | 'powiadomienia';

export interface Limit {
  /** Requests of one client address per window. */
  naKlienta: number;
  /** Requests of all clients together per window. */
  globalnie: number;
  oknoMs: number;
}

/**
 * Limits for a gmina's residents: a person logs in, asks a captcha or checks a few family members' precincts
 * a handful of times a minute, registers once; several households may share one address (a mobile operator's
 * NAT, the office's own terminals), hence the room. The global limits stay under what the server can do
 * (a login costs a scrypt hash of ~0.3 s), so a crowd of addresses cannot take it down either.
 */
export const LIMITS: Record<LimitGroup, Limit> = {
  logowanie: { naKlienta: 20, globalnie: 600, oknoMs: 60_000 },
  // identity logins: each start stores a pending login, each return asks the provider server to server
  tozsamosc: { naKlienta: 20, globalnie: 1200, oknoMs: 60_000 },
  captcha: { naKlienta: 30, globalnie: 1200, oknoMs: 60_000 },
  rejestracja: { naKlienta: 10, globalnie: 300, oknoMs: 15 * 60_000 },
  poczta: { naKlienta: 5, globalnie: 300, oknoMs: 15 * 60_000 },
  wyborca: { naKlienta: 30, globalnie: 1200, oknoMs: 60_000 },
  // payment providers' notifications: a provider sends one per payment and repeats it; a flood of forged ones
  // would only fill the notification log. The limit for all is high: forged traffic must not crowd out a real
  // provider (which the re-checks at return and at expiry would still find)
  powiadomienia: { naKlienta: 300, globalnie: 100_000, oknoMs: 60_000 },
};

/** Paths of each group (their GET and POST alike). */
export const LIMIT_PATHS: Record<LimitGroup, readonly string[]> = {
  logowanie: [kontoPaths.getToken, kontoPaths.login2Fa],
  tozsamosc: [kontoPaths.wezelKrajowy, kontoPaths.epuap, kontoPaths.wezelKrajowyToken, kontoPaths.epuapToken],
  captcha: [kontoPaths.captcha],
  // calls that create an account or guess a one-time link
  rejestracja: [
    kontoPaths.rejestracja,
    kontoPaths.potwierdzenieDanych,
    kontoPaths.aktywacja,
    kontoPaths.ustawHaslo,
  ],
  // calls that send an e-mail to an address the caller types
  poczta: [kontoPaths.przypomnijHaslo, kontoPaths.wyslijLink],
  wyborca: [wyboryPaths.obwod, `${wyboryPaths.obwod}/pdf`],
  powiadomienia: ['/platnosci/p24/status', '/platnosci/kir/status'],
};

/** Calls limited per account: each stores what a person typed (issue 23 §4). */
export type AccountLimitGroup = 'daneKorespondencyjne';

export interface AccountLimit {
  /** Requests of one account per window. */
  naKonto: number;
  oknoMs: number;
}

/** A person reports changed correspondence data once, and may correct the report a few times. */
export const ACCOUNT_LIMITS: Record<AccountLimitGroup, AccountLimit> = {
  daneKorespondencyjne: { naKonto: 10, oknoMs: 15 * 60_000 },
};

/** Paths of each account group; only their POST is counted. */
export const ACCOUNT_LIMIT_PATHS: Record<AccountLimitGroup, readonly string[]> = {
  daneKorespondencyjne: [wodaPaths.daneKorespondencyjne],
};

export interface RateLimitOptions {
  /** Multiplies every limit (e.g. 100 for a test suite that logs in dozens of times from one address). */
  skala?: number;
  /** Per-group overrides. */
  grupy?: Partial<Record<LimitGroup, Partial<Limit>>>;
  /** Per-group overrides of the account limits. */
  konta?: Partial<Record<AccountLimitGroup, Partial<AccountLimit>>>;
  /**
   * Header carrying the client address set by a trusted reverse proxy (`X-Forwarded-For`: its last entry, the
   * one the proxy appended; or `X-Real-IP`). Unset: the socket's remote address, since a client can write any
   * header itself.
   */
  naglowekKlienta?: string;
  /** PDFs one account (or one anonymous client address) may have in progress at once; default 2. */
  pdfsAtOnce?: number;
}

/** PDFs in progress per caller (pdf.ts): a person opens one document, maybe a second in another tab. */
export const PDFS_AT_ONCE = 2;

/** `GMINA_RATE_LIMIT_SCALE` (a positive number, default 1) and `GMINA_CLIENT_IP_HEADER` (unset: none trusted). */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitOptions {
  const skala = Number(env['GMINA_RATE_LIMIT_SCALE']);
  const naglowek = env['GMINA_CLIENT_IP_HEADER']?.trim();
  return {
    skala: Number.isFinite(skala) && skala > 0 ? skala : 1,
    ...(naglowek ? { naglowekKlienta: naglowek } : {}),
  };
}

/** The hono-rate-limiter store over `limity_zadan`: one upsert per request counts it and opens a new window when the last one ended. */
class DatabaseStore implements Store {
  readonly localKeys = false;
  #oknoMs = 60_000;
  #licznik = 0;
  constructor(private readonly db: Db) {}

  init(opcje: { windowMs: number }) {
    this.#oknoMs = opcje.windowMs;
  }

  async increment(klucz: string): Promise<ClientRateLimitInfo> {
    // rows of windows long over are dropped now and then, not at every request
    if (++this.#licznik % 1000 === 0) {
      await this.db.query("DELETE FROM limity_zadan WHERE koniec < now() - interval '1 hour'");
    }
    const { rows } = await this.db.query<{ liczba: number; koniec: Date | string }>(
      `INSERT INTO limity_zadan AS l (klucz, liczba, koniec)
         VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
       ON CONFLICT (klucz) DO UPDATE SET
         liczba = CASE WHEN l.koniec <= now() THEN 1 ELSE l.liczba + 1 END,
         koniec = CASE WHEN l.koniec <= now() THEN excluded.koniec ELSE l.koniec END
       RETURNING liczba, koniec`,
      [klucz, this.#oknoMs],
    );
    const r = rows[0]!;
    return { totalHits: r.liczba, resetTime: new Date(r.koniec) };
  }

  async decrement(klucz: string): Promise<void> {
    await this.db.query('UPDATE limity_zadan SET liczba = GREATEST(liczba - 1, 0) WHERE klucz = $1', [klucz]);
  }

  async resetKey(klucz: string): Promise<void> {
    await this.db.query('DELETE FROM limity_zadan WHERE klucz = $1', [klucz]);
  }
}

/** The client: the trusted proxy's header when configured, else the socket's address (none in `app.request`). */
export function clientAddress(c: Context, naglowek: string | undefined): string {
  if (naglowek) {
    const ostatni = c.req.header(naglowek)?.split(',').at(-1)?.trim();
    if (ostatni) return ostatni;
  }
  try {
    return getConnInfo(c).remote.address ?? 'nieznany';
  } catch {
    return 'nieznany';
  }
}

/**
 * The account of a request's bearer token (its `sub`) when the token is a valid session token, else null. Only
 * the signature and the expiry are checked (no database): a forged token names no account, and a revoked
 * one's account is still the one that signed in.
 */
export function requestAccount(sekret: Buffer, teraz: () => number): (c: Context) => string | null {
  return (c) => {
    const token = bearer(c);
    return (token && verifyJwt(sekret, token, teraz(), ['pelny', 'ograniczony'])?.sub) || null;
  };
}

/** Who a per-caller limit counts: the session's account, else the client address of an anonymous call. */
export function callerKey(
  sekret: Buffer,
  teraz: () => number,
  opcje: RateLimitOptions = {},
): (c: Context) => string {
  const konto = requestAccount(sekret, teraz);
  return (c) => {
    const k = konto(c);
    return k ? `konto:${k}` : `adres:${clientAddress(c, opcje.naglowekKlienta)}`;
  };
}

/** PDFs one caller may have in progress at once, with the options' scale and override. */
export const pdfsAtOnce = (opcje: RateLimitOptions = {}) =>
  Math.max(1, Math.round((opcje.pdfsAtOnce ?? PDFS_AT_ONCE) * (opcje.skala ?? 1)));

export const OPIS_429 = (s: number) => `Zbyt wiele żądań. Spróbuj ponownie za ${s} s.`;

/** The 429 of a limiter whose state is under `wlasciwosc`: Retry-After says when its window ends. */
const tooManyRequests = (wlasciwosc: string) => (c: Context) => {
  const info = (c.get as (k: string) => unknown)(wlasciwosc) as RateLimitInfo;
  const s = Math.max(1, Math.ceil(((info.resetTime?.getTime() ?? 0) - Date.now()) / 1000));
  c.header('Retry-After', String(s));
  return errorJson(c, 429, OPIS_429(s));
};

/** The rate-limit middlewares (per client, then global) of every group, by path, to mount before the routes. */
export function requestRateLimits(db: Db, opcje: RateLimitOptions = {}): [string, MiddlewareHandler[]][] {
  const skala = opcje.skala ?? 1;
  const wynik: [string, MiddlewareHandler[]][] = [];
  for (const grupa of Object.keys(LIMITS) as LimitGroup[]) {
    const l = { ...LIMITS[grupa], ...opcje.grupy?.[grupa] };
    const limiter = (rodzaj: 'klient' | 'wszyscy', limit: number): MiddlewareHandler =>
      rateLimiter({
        windowMs: l.oknoMs,
        limit: Math.max(1, Math.round(limit * skala)),
        standardHeaders: 'draft-6',
        requestPropertyName: `limit-${rodzaj}`,
        requestStorePropertyName: `magazyn-limitu-${rodzaj}`,
        store: new DatabaseStore(db),
        keyGenerator: (c) =>
          rodzaj === 'klient' ? `${grupa}:klient:${clientAddress(c, opcje.naglowekKlienta)}` : `${grupa}:*`,
        handler: tooManyRequests(`limit-${rodzaj}`),
      });
    const pary = [limiter('klient', l.naKlienta), limiter('wszyscy', l.globalnie)];
    for (const sciezka of LIMIT_PATHS[grupa]) wynik.push([sciezka, pary]);
  }
  return wynik;
}

/**
 * The per-account limits of every account group, by path, to mount before the routes: the POSTs of a request
 * whose bearer token names an account (`konto`, requestAccount) are counted; others pass to the route, which
 * refuses a call without a session anyway.
 */
export function accountRateLimits(
  db: Db,
  konto: (c: Context) => string | null,
  opcje: RateLimitOptions = {},
): [string, MiddlewareHandler][] {
  const skala = opcje.skala ?? 1;
  const wynik: [string, MiddlewareHandler][] = [];
  for (const grupa of Object.keys(ACCOUNT_LIMITS) as AccountLimitGroup[]) {
    const l = { ...ACCOUNT_LIMITS[grupa], ...opcje.konta?.[grupa] };
    const limiter = rateLimiter({
      windowMs: l.oknoMs,
      limit: Math.max(1, Math.round(l.naKonto * skala)),
      standardHeaders: 'draft-6',
      requestPropertyName: 'limit-konta',
      requestStorePropertyName: 'magazyn-limitu-konta',
      store: new DatabaseStore(db),
      skip: (c) => c.req.method !== 'POST' || konto(c) === null,
      keyGenerator: (c) => `${grupa}:konto:${konto(c)}`,
      handler: tooManyRequests('limit-konta'),
    });
    for (const sciezka of ACCOUNT_LIMIT_PATHS[grupa]) wynik.push([sciezka, limiter]);
  }
  return wynik;
}
