/**
 * What every account route shares: the options (database, clock, token secret, portal addresses), the user
 * row, sessions and the bearer-token guard (spec 01 §6: a restricted token only on RESTRICTED_ALLOWED).
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { RESTRICTED_ALLOWED } from '../../src/core/rules/calls.ts';
import type { Db } from '../db.ts';
import type { Dostawcy } from '../dostawcy.ts';
import { ApiError } from '../http.ts';
import { signJwt, verifyJwt, type Claims, type TokenType } from './jwt.ts';
import type { PasswordLimiter } from './password-limit.ts';

export interface KontoOpcje {
  db: Db;
  /** Clock in milliseconds (tests move it instead of sleeping). */
  teraz: () => number;
  /** HMAC key of the tokens. */
  sekret: Buffer;
  /** AES-256-GCM key of the TOTP secrets at rest (konto/cipher.ts). */
  totpKey: Buffer;
  /** Portal address used in e-mail links when the request gives none (password reminder). */
  portalUrl: string;
  /** Origins a `returnUrl` may point to. */
  portalOrigins: readonly string[];
  /**
   * The API's public address as browsers and providers reach it (e.g. https://portal.gmina.pl/api): the
   * providers' return, status and assertion-consumer addresses are below it.
   */
  apiUrl: string;
  /** The configured payment and identity providers (dostawcy.ts); none configured: all of them off. */
  dostawcy: Dostawcy;
  /** Every password hash of a request takes a place here (password-limit.ts). */
  hasla: PasswordLimiter;
}

export interface Uzytkownik {
  id: number;
  login: string;
  email: string;
  haslo: string;
  imie: string;
  nazwisko: string;
  pesel: string | null;
  nip: string | null;
  czy_instytucja: boolean;
  czy_aktywny: boolean;
  czy_niepotwierdzony: boolean;
  czy_niezweryfikowany: boolean;
  liczba_logowan: number;
  czas_sesji_ms: number | null;
  totp_aktywne: boolean;
  totp_sekret: string | null;
  totp_sekret_nowy: string | null;
  totp_sekret_nowy_wygasa: Date | string | null;
  totp_ostatni_krok: string | number;
}

export interface Sesja {
  roszczenia: Claims;
  uzytkownik: Uzytkownik;
  czasSesji: number;
}

export type KontoEnv = { Variables: { sesja: Sesja } };

export const DOMYSLNY_CZAS_SESJI = 15 * 60_000;
/** Hard limit of any session token, however often it is extended. */
const MAKS_ZYCIE_TOKENU_S = 12 * 3600;
export const WAZNOSC_2FA_MS = 5 * 60_000;

export const iso = (ms: number) => new Date(ms).toISOString();
export const blad = (status: 400 | 401 | 403 | 404 | 409 | 429, kod: number, opis: string) =>
  new ApiError(status, opis, kod);

export const OPIS_SESJI = 'Sesja wygasła lub token jest nieprawidłowy';

/** Parses a JSON body with a contract schema; anything else is 400. */
export async function jsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiError(400, 'Niepoprawne dane żądania');
  }
  const wynik = z.safeParse(schema, json);
  if (!wynik.success) throw new ApiError(400, 'Niepoprawne dane żądania');
  return wynik.data;
}

export async function ustawienie<T>(db: Db, klucz: string, domyslna: T): Promise<T> {
  const { rows } = await db.query<{ wartosc: T }>('SELECT wartosc FROM ustawienia WHERE klucz = $1', [klucz]);
  return rows[0] ? rows[0].wartosc : domyslna;
}

export async function czasSesji(db: Db, u: Pick<Uzytkownik, 'czas_sesji_ms'>): Promise<number> {
  return u.czas_sesji_ms ?? (await ustawienie(db, 'czasSesji', DOMYSLNY_CZAS_SESJI));
}

export async function uzytkownikPoId(db: Db, id: number | string): Promise<Uzytkownik | null> {
  const { rows } = await db.query<Uzytkownik>('SELECT * FROM uzytkownicy WHERE id = $1', [Number(id)]);
  return rows[0] ?? null;
}

export async function uzytkownikPoLoginie(db: Db, login: string): Promise<Uzytkownik | null> {
  const { rows } = await db.query<Uzytkownik>('SELECT * FROM uzytkownicy WHERE lower(login) = lower($1)', [
    login.trim(),
  ]);
  return rows[0] ?? null;
}

/** Restricted (spec 01 §6): identity unconfirmed or data unverified. */
export const czyOgraniczony = (u: Uzytkownik) => u.czy_niepotwierdzony || u.czy_niezweryfikowany;

/** Issues a token and records its session (sliding end `wygasa`, revocable at logout). */
export async function wydajToken(
  k: KontoOpcje,
  uzytkownikId: number | null,
  sub: string,
  typ: TokenType,
  waznoscMs: number,
  dodatkowe: Record<string, unknown> = {},
): Promise<string> {
  const teraz = k.teraz();
  const jti = randomBytes(16).toString('base64url');
  const iat = Math.floor(teraz / 1000);
  const zycie = typ === 'pelny' || typ === 'ograniczony' ? MAKS_ZYCIE_TOKENU_S : Math.ceil(waznoscMs / 1000);
  // sessions over for a day are of no use any more, not even to tell a revoked token from an unknown one
  await k.db.query('DELETE FROM sesje WHERE wygasa < $1', [iso(teraz - 24 * 3600_000)]);
  await k.db.query('INSERT INTO sesje (jti, uzytkownik_id, typ, wygasa) VALUES ($1, $2, $3, $4)', [
    jti,
    uzytkownikId,
    typ,
    iso(teraz + waznoscMs),
  ]);
  return signJwt(k.sekret, { ...dodatkowe, sub, typ, jti, iat, exp: iat + zycie });
}

/** A valid token of `typy` whose session is neither revoked nor over, else null. */
export async function sprawdzToken(
  k: KontoOpcje,
  token: string,
  typy: readonly TokenType[],
): Promise<Claims | null> {
  const r = verifyJwt(k.sekret, token, k.teraz(), typy);
  if (!r) return null;
  const { rows } = await k.db.query<{ ok: boolean }>(
    'SELECT (NOT odwolana AND wygasa > $2) AS ok FROM sesje WHERE jti = $1',
    [r.jti, iso(k.teraz())],
  );
  return rows[0]?.ok ? r : null;
}

export async function odwolaj(k: KontoOpcje, jti: string): Promise<void> {
  await k.db.query('UPDATE sesje SET odwolana = true WHERE jti = $1', [jti]);
}

/** Moves the session end to now + the session length; returns that length. */
export async function przedluz(k: KontoOpcje, s: Sesja): Promise<number> {
  await k.db.query('UPDATE sesje SET wygasa = $2 WHERE jti = $1', [
    s.roszczenia.jti,
    iso(k.teraz() + s.czasSesji),
  ]);
  return s.czasSesji;
}

export const bearer = (c: Context): string | null =>
  /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;

function odmowa(c: Context) {
  c.header('WWW-Authenticate', 'Bearer realm="gmina"');
  return c.json({ kod: 401, opis: OPIS_SESJI }, 401);
}

/** The session of a valid full or restricted token, or null. */
export async function sesjaZTokenu(k: KontoOpcje, token: string | null): Promise<Sesja | null> {
  if (!token) return null;
  const r = await sprawdzToken(k, token, ['pelny', 'ograniczony']);
  if (!r) return null;
  const u = await uzytkownikPoId(k.db, r.sub);
  if (!u || !u.czy_aktywny) return null;
  return { roszczenia: r, uzytkownik: u, czasSesji: await czasSesji(k.db, u) };
}

/**
 * Guard of a call needing a session: a bearer full token, or a restricted one when `sciezka` is in
 * RESTRICTED_ALLOWED (else 401, as for no token). A successful call moves the session end, as the client's
 * inactivity timer restarts on successful answers (spec 01 §4).
 */
export function wymagaSesji(k: KontoOpcje, sciezka: string): MiddlewareHandler<KontoEnv> {
  const ograniczonyMoze = (RESTRICTED_ALLOWED as readonly string[]).includes(sciezka);
  return async (c, next) => {
    const s = await sesjaZTokenu(k, bearer(c));
    if (!s || (s.roszczenia.typ === 'ograniczony' && !ograniczonyMoze)) return odmowa(c);
    c.set('sesja', s);
    await next();
    if (c.res.ok) await przedluz(k, s);
  };
}
