/**
 * Rate limits of the anonymous calls that cost a hash, send an e-mail or read personal data (issue 11 item 7):
 * login, captcha, registration and account links, the password reminder and activation-link resend, the voter
 * lookup by PESEL, the payment providers' notifications. Each group has a limit per client and one for all clients together; past either the answer
 * is 429 `{kod, opis}` with Retry-After. The middleware is hono-rate-limiter; its counters live in the database
 * (table `limity_zadan`), so every instance of the server counts together. Who a per-caller limit counts (an
 * account, else an address) is `kluczWywolujacego`; the PDFs in progress per caller (`pdfNaraz`) are held by pdf.ts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type ClientRateLimitInfo, type RateLimitInfo, type Store } from 'hono-rate-limiter';
import { kontoPaths } from '../src/core/api/konto.ts';
import { wodaPaths } from '../src/core/api/woda.ts';
import { wyboryPaths } from '../src/core/api/wybory.ts';
import type { Db } from './db.ts';
import { errorJson } from './http.ts';
import { sprawdz } from './konto/jwt.ts';
import { bearer } from './konto/kontekst.ts';

export type GrupaLimitu =
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
export const LIMITY: Record<GrupaLimitu, Limit> = {
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
export const SCIEZKI_LIMITOW: Record<GrupaLimitu, readonly string[]> = {
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
export type GrupaKonta = 'daneKorespondencyjne';

export interface LimitKonta {
  /** Requests of one account per window. */
  naKonto: number;
  oknoMs: number;
}

/** A person reports changed correspondence data once, and may correct the report a few times. */
export const LIMITY_KONTA: Record<GrupaKonta, LimitKonta> = {
  daneKorespondencyjne: { naKonto: 10, oknoMs: 15 * 60_000 },
};

/** Paths of each account group; only their POST is counted. */
export const SCIEZKI_LIMITOW_KONTA: Record<GrupaKonta, readonly string[]> = {
  daneKorespondencyjne: [wodaPaths.daneKorespondencyjne],
};

export interface OpcjeLimitow {
  /** Multiplies every limit (e.g. 100 for a test suite that logs in dozens of times from one address). */
  skala?: number;
  /** Per-group overrides. */
  grupy?: Partial<Record<GrupaLimitu, Partial<Limit>>>;
  /** Per-group overrides of the account limits. */
  konta?: Partial<Record<GrupaKonta, Partial<LimitKonta>>>;
  /**
   * Header carrying the client address set by a trusted reverse proxy (`X-Forwarded-For`: its last entry, the
   * one the proxy appended; or `X-Real-IP`). Unset: the socket's remote address, since a client can write any
   * header itself.
   */
  naglowekKlienta?: string;
  /** PDFs one account (or one anonymous client address) may have in progress at once; default 2. */
  pdfNaraz?: number;
}

/** PDFs in progress per caller (pdf.ts): a person opens one document, maybe a second in another tab. */
export const PDF_NARAZ = 2;

/** `GMINA_RATE_LIMIT_SCALE` (a positive number, default 1) and `GMINA_CLIENT_IP_HEADER` (unset: none trusted). */
export function limityZeSrodowiska(env: Record<string, string | undefined>): OpcjeLimitow {
  const skala = Number(env['GMINA_RATE_LIMIT_SCALE']);
  const naglowek = env['GMINA_CLIENT_IP_HEADER']?.trim();
  return {
    skala: Number.isFinite(skala) && skala > 0 ? skala : 1,
    ...(naglowek ? { naglowekKlienta: naglowek } : {}),
  };
}

/** The hono-rate-limiter store over `limity_zadan`: one upsert per request counts it and opens a new window when the last one ended. */
class MagazynBazy implements Store {
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
export function adresKlienta(c: Context, naglowek: string | undefined): string {
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
export function kontoZadania(sekret: Buffer, teraz: () => number): (c: Context) => string | null {
  return (c) => {
    const token = bearer(c);
    return (token && sprawdz(sekret, token, teraz(), ['pelny', 'ograniczony'])?.sub) || null;
  };
}

/** Who a per-caller limit counts: the session's account, else the client address of an anonymous call. */
export function kluczWywolujacego(
  sekret: Buffer,
  teraz: () => number,
  opcje: OpcjeLimitow = {},
): (c: Context) => string {
  const konto = kontoZadania(sekret, teraz);
  return (c) => {
    const k = konto(c);
    return k ? `konto:${k}` : `adres:${adresKlienta(c, opcje.naglowekKlienta)}`;
  };
}

/** PDFs one caller may have in progress at once, with the options' scale and override. */
export const pdfNaraz = (opcje: OpcjeLimitow = {}) =>
  Math.max(1, Math.round((opcje.pdfNaraz ?? PDF_NARAZ) * (opcje.skala ?? 1)));

export const OPIS_429 = (s: number) => `Zbyt wiele żądań. Spróbuj ponownie za ${s} s.`;

/** The 429 of a limiter whose state is under `wlasciwosc`: Retry-After says when its window ends. */
const odmowa = (wlasciwosc: string) => (c: Context) => {
  const info = (c.get as (k: string) => unknown)(wlasciwosc) as RateLimitInfo;
  const s = Math.max(1, Math.ceil(((info.resetTime?.getTime() ?? 0) - Date.now()) / 1000));
  c.header('Retry-After', String(s));
  return errorJson(c, 429, OPIS_429(s));
};

/** The rate-limit middlewares (per client, then global) of every group, by path, to mount before the routes. */
export function limityZadan(db: Db, opcje: OpcjeLimitow = {}): [string, MiddlewareHandler[]][] {
  const skala = opcje.skala ?? 1;
  const wynik: [string, MiddlewareHandler[]][] = [];
  for (const grupa of Object.keys(LIMITY) as GrupaLimitu[]) {
    const l = { ...LIMITY[grupa], ...opcje.grupy?.[grupa] };
    const limiter = (rodzaj: 'klient' | 'wszyscy', limit: number): MiddlewareHandler =>
      rateLimiter({
        windowMs: l.oknoMs,
        limit: Math.max(1, Math.round(limit * skala)),
        standardHeaders: 'draft-6',
        requestPropertyName: `limit-${rodzaj}`,
        requestStorePropertyName: `magazyn-limitu-${rodzaj}`,
        store: new MagazynBazy(db),
        keyGenerator: (c) =>
          rodzaj === 'klient' ? `${grupa}:klient:${adresKlienta(c, opcje.naglowekKlienta)}` : `${grupa}:*`,
        handler: odmowa(`limit-${rodzaj}`),
      });
    const pary = [limiter('klient', l.naKlienta), limiter('wszyscy', l.globalnie)];
    for (const sciezka of SCIEZKI_LIMITOW[grupa]) wynik.push([sciezka, pary]);
  }
  return wynik;
}

/**
 * The per-account limits of every account group, by path, to mount before the routes: the POSTs of a request
 * whose bearer token names an account (`konto`, kontoZadania) are counted; others pass to the route, which
 * refuses a call without a session anyway.
 */
export function limityKont(
  db: Db,
  konto: (c: Context) => string | null,
  opcje: OpcjeLimitow = {},
): [string, MiddlewareHandler][] {
  const skala = opcje.skala ?? 1;
  const wynik: [string, MiddlewareHandler][] = [];
  for (const grupa of Object.keys(LIMITY_KONTA) as GrupaKonta[]) {
    const l = { ...LIMITY_KONTA[grupa], ...opcje.konta?.[grupa] };
    const limiter = rateLimiter({
      windowMs: l.oknoMs,
      limit: Math.max(1, Math.round(l.naKonto * skala)),
      standardHeaders: 'draft-6',
      requestPropertyName: 'limit-konta',
      requestStorePropertyName: 'magazyn-limitu-konta',
      store: new MagazynBazy(db),
      skip: (c) => c.req.method !== 'POST' || konto(c) === null,
      keyGenerator: (c) => `${grupa}:konto:${konto(c)}`,
      handler: odmowa('limit-konta'),
    });
    for (const sciezka of SCIEZKI_LIMITOW_KONTA[grupa]) wynik.push([sciezka, limiter]);
  }
  return wynik;
}
