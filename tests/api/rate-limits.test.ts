/**
 * Rate limits of the anonymous calls (issue 11 item 7): per client and for everyone together, counted in the
 * database (so two server instances share them), answered 429 `{kod, opis}` with Retry-After.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { kontoPaths } from '../../src/core/api/konto.ts';
import { createApiApp, type ApiAppOptions } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db.ts';
import { LIMITS, rateLimitsFromEnv, type LimitGroup } from '../../server/rate-limits.ts';
import { ADMIN_TOKEN, ORIGIN } from './helpers.ts';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(() => db?.close());
// each test starts with no requests counted (the global counters are shared by every app over this database)
beforeEach(() => db.query('DELETE FROM limity_zadan'));

let nr = 0;
/** An app over the shared database with the given limits. */
function aplikacja(limity: ApiAppOptions['limity']): Hono {
  return createApiApp({ db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN, limity, demo: false });
}

/** A request as @hono/node-server hands it over: the socket's remote address is the client. */
function zapytanie(app: Hono, path: string, adres: string, init: RequestInit = {}, naglowki = {}) {
  const headers = { ...naglowki, ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
  return app.request(path, { ...init, headers }, { incoming: { socket: { remoteAddress: adres } } });
}

const logowanie = (app: Hono, adres: string, naglowki = {}) =>
  zapytanie(
    app,
    kontoPaths.getToken,
    adres,
    { method: 'POST', body: JSON.stringify({ login: `limit.${++nr}`, haslo: 'Zle#Haslo1' }) },
    naglowki,
  );

async function odmowa(res: Response, oknoS: number) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { kod: number; opis: string };
  expect(body.kod).toBe(429);
  expect(body.opis).toMatch(/Zbyt wiele/);
  const s = Number(res.headers.get('Retry-After'));
  expect(s).toBeGreaterThanOrEqual(1);
  expect(s).toBeLessThanOrEqual(oknoS);
}

describe('per-client limit', () => {
  it('answers 429 with Retry-After past the limit of one address, while another address goes on', async () => {
    const app = aplikacja({ grupy: { logowanie: { naKlienta: 3, globalnie: 1000 } } });
    for (let i = 0; i < 3; i++) expect((await logowanie(app, '10.1.0.1')).status).toBe(401);
    await odmowa(await logowanie(app, '10.1.0.1'), LIMITS.logowanie.oknoMs / 1000);
    expect((await logowanie(app, '10.1.0.2')).status).toBe(401);
  });

  it('holds across two instances over one database', async () => {
    const limity = { grupy: { logowanie: { naKlienta: 2, globalnie: 1000 } } };
    const a = aplikacja(limity);
    const b = aplikacja(limity);
    expect((await logowanie(a, '10.2.0.1')).status).toBe(401);
    expect((await logowanie(b, '10.2.0.1')).status).toBe(401);
    expect((await logowanie(a, '10.2.0.1')).status).toBe(429);
    expect((await logowanie(b, '10.2.0.1')).status).toBe(429);
  });

  it.each<[LimitGroup, string, RequestInit]>([
    ['captcha', kontoPaths.captcha, {}],
    ['tozsamosc', `${kontoPaths.wezelKrajowy}?returnUrl=x`, {}],
    ['tozsamosc', `${kontoPaths.epuapToken}?SAMLart=x`, {}],
    ['rejestracja', kontoPaths.rejestracja, { method: 'POST', body: '{}' }],
    ['rejestracja', kontoPaths.aktywacja, { method: 'POST', body: '{}' }],
    ['poczta', kontoPaths.przypomnijHaslo, { method: 'POST', body: '{}' }],
    ['poczta', kontoPaths.wyslijLink, { method: 'POST', body: '{}' }],
    ['wyborca', '/el/dajObwodWyborcy?pesel=44051401352&dataWyborow=2026-01-01', {}],
    ['wyborca', '/el/dajObwodWyborcy/pdf?pesel=44051401352&dataWyborow=2026-01-01', {}],
    ['powiadomienia', '/platnosci/p24/status', { method: 'POST', body: '{}' }],
    ['powiadomienia', '/platnosci/kir/status', { method: 'POST', body: '' }],
  ])('limits %s (%s)', async (grupa, path, init) => {
    const app = aplikacja({ grupy: { [grupa]: { naKlienta: 1, globalnie: 1000 } } });
    const adres = `10.3.0.${++nr}`;
    expect((await zapytanie(app, path, adres, init)).status).not.toBe(429);
    await odmowa(await zapytanie(app, path, adres, init), LIMITS[grupa].oknoMs / 1000);
  });

  it('stops 400 anonymous PESEL lookups from one address with the default limits', async () => {
    const app = aplikacja({ skala: 1 });
    const statusy: number[] = [];
    for (let i = 0; i < 400 && !statusy.includes(429); i++) {
      const r = await zapytanie(
        app,
        `/el/dajObwodWyborcy?pesel=44051401352&dataWyborow=2026-01-01`,
        '10.4.0.1',
      );
      statusy.push(r.status);
    }
    expect(statusy.indexOf(429)).toBe(LIMITS.wyborca.naKlienta);
  });
});

describe('global limit', () => {
  it('answers 429 once all clients together pass it', async () => {
    const app = aplikacja({ grupy: { logowanie: { naKlienta: 100, globalnie: 4 } } });
    for (let i = 0; i < 4; i++) expect((await logowanie(app, `10.5.0.${i}`)).status).toBe(401);
    await odmowa(await logowanie(app, '10.5.0.99'), LIMITS.logowanie.oknoMs / 1000);
  });
});

describe('the client address', () => {
  it('ignores a forwarded header unless told to trust it', async () => {
    const app = aplikacja({ grupy: { logowanie: { naKlienta: 1, globalnie: 1000 } } });
    expect((await logowanie(app, '10.6.0.1', { 'X-Forwarded-For': '192.0.2.1' })).status).toBe(401);
    expect((await logowanie(app, '10.6.0.1', { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(429);
  });

  it('behind a trusted proxy, takes the address the proxy appended (the last of X-Forwarded-For)', async () => {
    const app = aplikacja({
      grupy: { logowanie: { naKlienta: 1, globalnie: 1000 } },
      naglowekKlienta: 'X-Forwarded-For',
    });
    const proxy = '10.7.0.1';
    expect((await logowanie(app, proxy, { 'X-Forwarded-For': '192.0.2.10' })).status).toBe(401);
    expect((await logowanie(app, proxy, { 'X-Forwarded-For': '192.0.2.11' })).status).toBe(401);
    // a client cannot pose as another by writing the header itself: the proxy's entry comes last
    expect((await logowanie(app, proxy, { 'X-Forwarded-For': '192.0.2.99, 192.0.2.10' })).status).toBe(429);
  });
});

describe('configuration', () => {
  it('reads the scale and the trusted header from the environment, off by default', () => {
    expect(rateLimitsFromEnv({})).toEqual({ skala: 1 });
    expect(rateLimitsFromEnv({ GMINA_RATE_LIMIT_SCALE: '100', GMINA_CLIENT_IP_HEADER: 'X-Real-IP' })).toEqual(
      {
        skala: 100,
        naglowekKlienta: 'X-Real-IP',
      },
    );
    expect(rateLimitsFromEnv({ GMINA_RATE_LIMIT_SCALE: 'dużo' })).toEqual({ skala: 1 });
    expect(rateLimitsFromEnv({ GMINA_RATE_LIMIT_SCALE: '0' })).toEqual({ skala: 1 });
  });
});
