/** Set-up of the account tests: an API over an in-memory database with a clock the test moves. */
import type { Hono } from 'hono';
import { totpCode } from '../../server/konto/totp.ts';
import { HASLO_DEMO, SEKRET_TOTP_DEMO } from '../../demo/seed/konto.ts';
import { openTestApi, type TestApi } from './helpers.ts';

export const PORTAL = 'http://portal.example.pl';
export const SEKRET = 'sekret-testowy-tokenow-0123456789';
export { HASLO_DEMO, SEKRET_TOTP_DEMO };

export interface KontoApi extends TestApi {
  /** The API's clock, in ms; tests move it forward instead of sleeping. */
  zegar: { teraz: number };
}

export async function openKontoApi(): Promise<KontoApi> {
  const zegar = { teraz: Date.UTC(2026, 10, 23, 9, 0, 0) };
  const api = await openTestApi({
    portalUrl: PORTAL,
    tokenSecret: SEKRET,
    now: () => zegar.teraz,
  });
  return { ...api, zegar };
}

export interface Odpowiedz<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  app: Hono,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string | null } = {},
): Promise<Odpowiedz<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers['Authorization'] = `Bearer ${opts.token}`;
  const res = await app.request(path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* HTML or empty */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

export const post = <T = Record<string, unknown>>(app: Hono, path: string, body: unknown, token?: string) =>
  call<T>(app, 'POST', path, { body, token: token ?? null });
export const get = <T = Record<string, unknown>>(app: Hono, path: string, token?: string) =>
  call<T>(app, 'GET', path, { token: token ?? null });

export async function zaloguj(app: Hono, login: string, haslo = HASLO_DEMO): Promise<string> {
  const r = await post<{ token: string }>(app, '/uzytkownicy/getToken', { login, haslo });
  if (r.status !== 200) throw new Error(`login ${login}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

export const kod = (teraz: number) => totpCode(SEKRET_TOTP_DEMO, teraz);
