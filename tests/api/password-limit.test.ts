/**
 * The bounded password hashes (server/konto/password-limit.ts, docs/load.md "The deadline day"): at most `naraz`
 * hashes at once and `kolejka` waiting, past that 429 with Retry-After at once; a refused login counts no attempt,
 * and every route that hashes passes through the limiter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kontoPaths } from '../../src/core/api/konto.ts';
import {
  PasswordHashesBusy,
  PasswordLimiter,
  passwordLimitsFromEnv,
  type PasswordPlace,
} from '../../server/konto/password-limit.ts';
import { openTestApiHttp, type TestApiHttp } from './helpers.ts';
import { HASLO_DEMO } from './konto-helpers.ts';

/** A promise the test settles itself. */
function brama() {
  let otworz = () => undefined as void;
  const otwarta = new Promise<void>((ok) => (otworz = ok));
  return { otwarta, otworz };
}

/** The refusal of one more place: fails the test when a place is given. */
function odmowa(limiter: PasswordLimiter): PasswordHashesBusy {
  try {
    limiter.reserve();
  } catch (e) {
    expect(e).toBeInstanceOf(PasswordHashesBusy);
    return e as PasswordHashesBusy;
  }
  throw new Error('a place was given');
}

describe('PasswordLimiter', () => {
  it('runs `naraz` at once, the waiting in the order they came; a freed place goes to the next waiter', async () => {
    const limiter = new PasswordLimiter({ naraz: 1, kolejka: 3 });
    const przebieg: string[] = [];
    const bramy = [brama(), brama(), brama(), brama()];
    const prace = bramy.map((b, i) =>
      limiter.run((m) =>
        m.run(async () => {
          przebieg.push(`start ${i}`);
          await b.otwarta;
          przebieg.push(`koniec ${i}`);
        }),
      ),
    );
    await Promise.resolve();
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 3 });
    // the full limiter refuses at once
    expect(() => limiter.reserve()).toThrow(PasswordHashesBusy);
    // opened out of order: the second's gate first, the first still holds the only place
    bramy[1]!.otworz();
    await new Promise((ok) => setTimeout(ok, 10));
    expect(przebieg).toEqual(['start 0']);
    bramy[0]!.otworz();
    await prace[1];
    bramy[3]!.otworz();
    bramy[2]!.otworz();
    await Promise.all(prace);
    expect(przebieg).toEqual([
      'start 0',
      'koniec 0',
      'start 1',
      'koniec 1',
      'start 2',
      'koniec 2',
      'start 3',
      'koniec 3',
    ]);
    expect(limiter.stan).toEqual({ dzialajace: 0, czekajace: 0 });
  });

  it('an error in a hash frees its place; a place given back before its turn leaves the queue', async () => {
    const limiter = new PasswordLimiter({ naraz: 1, kolejka: 1 });
    const zla = limiter.run((m) => m.run(() => Promise.reject(new Error('scrypt'))));
    const czekajacy = limiter.reserve();
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 1 });
    await expect(zla).rejects.toThrow('scrypt');
    // the failed hash's place went to the waiter
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 0 });
    czekajacy.release();
    czekajacy.release(); // twice is once
    expect(limiter.stan).toEqual({ dzialajace: 0, czekajace: 0 });

    const pierwszy = limiter.reserve();
    const drugi = limiter.reserve();
    drugi.release(); // e.g. the login's captcha was wrong while it waited
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 0 });
    const trzeci = limiter.reserve();
    pierwszy.release();
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 0 });
    expect(await trzeci.run(async () => 'gotowe')).toBe('gotowe');
    trzeci.release();
    await expect(trzeci.run(async () => 'po czasie')).rejects.toThrow();
  });

  it('refuses with 429, a Retry-After of the places ahead and the Polish opis', () => {
    const limiter = new PasswordLimiter({ naraz: 1, kolejka: 1 });
    limiter.reserve();
    limiter.reserve();
    const e = odmowa(limiter);
    expect(e.kod).toBe(429);
    // two places ahead at the first estimate of 0.4 s a hash
    expect(e.ponowZaS).toBe(1);
    expect(e.opis).toBe('Serwer jest teraz bardzo obciążony. Spróbuj ponownie za 1 s.');
  });

  it('refuses a call whose wait, estimated from the hashes’ times, would pass the longest wait', () => {
    // one place and room for ten waiting, but at most 1 s of waiting: at the first estimate of 0.4 s a hash, the
    // running one and one waiting are 0.8 s ahead (admitted), two waiting 1.2 s (refused)
    const limiter = new PasswordLimiter({ naraz: 1, kolejka: 10, czekanieS: 1 });
    expect(limiter.czasMs).toBe(400);
    limiter.reserve();
    limiter.reserve();
    limiter.reserve();
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 2 });
    expect(odmowa(limiter).ponowZaS).toBe(2);
    expect(limiter.stan).toEqual({ dzialajace: 1, czekajace: 2 });
    // without the limit the same queue takes it
    const bezLimitu = new PasswordLimiter({ naraz: 1, kolejka: 10 });
    for (let i = 0; i < 4; i++) bezLimitu.reserve();
    expect(bezLimitu.stan).toEqual({ dzialajace: 1, czekajace: 3 });
  });

  it('takes its defaults from libuv’s pool and the cores, and `GMINA_HASLA_*` within the pool', () => {
    const z = (naraz: number, kolejka: number, czekanieS = 10) => ({ naraz, kolejka, czekanieS });
    expect(passwordLimitsFromEnv({}, 2)).toEqual(z(2, 16));
    // one thread of the default four stays free
    expect(passwordLimitsFromEnv({}, 16)).toEqual(z(3, 24));
    expect(passwordLimitsFromEnv({ UV_THREADPOOL_SIZE: '16' }, 16)).toEqual(z(15, 120));
    expect(passwordLimitsFromEnv({ UV_THREADPOOL_SIZE: '1' }, 2)).toEqual(z(1, 8));
    expect(passwordLimitsFromEnv({ GMINA_HASLA_NARAZ: '1', GMINA_HASLA_KOLEJKA: '0' }, 2)).toEqual(z(1, 0));
    expect(passwordLimitsFromEnv({ GMINA_HASLA_NARAZ: '10', GMINA_HASLA_KOLEJKA: '5' }, 2)).toEqual(z(3, 5));
    expect(passwordLimitsFromEnv({ GMINA_HASLA_NARAZ: 'dwa', GMINA_HASLA_KOLEJKA: '-1' }, 2)).toEqual(
      z(2, 16),
    );
    expect(passwordLimitsFromEnv({ GMINA_HASLA_CZEKANIE_S: '30' }, 2)).toEqual(z(2, 16, 30));
    expect(passwordLimitsFromEnv({ GMINA_HASLA_CZEKANIE_S: '0' }, 2)).toEqual(z(2, 16));
  });
});

describe('the routes that hash, over HTTP with one place running and one waiting', () => {
  let api: TestApiHttp;
  let hasla: PasswordLimiter;
  beforeAll(async () => {
    hasla = new PasswordLimiter({ naraz: 1, kolejka: 1 });
    api = await openTestApiHttp({ hasla });
  });
  afterAll(() => api?.close());

  const wyslij = async (sciezka: string, body: unknown, token?: string) => {
    const res = await fetch(`${api.apiUrl}${sciezka}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() };
  };
  const zaloguj = (login: string, haslo: string, jezyk = 'pl') =>
    wyslij(`${kontoPaths.getToken}?jezyk=${jezyk}`, { login, haslo });

  const oczekujOdmowy = (r: Awaited<ReturnType<typeof wyslij>>) => {
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(r.body).toEqual({
      kod: 429,
      opis: `Serwer jest teraz bardzo obciążony. Spróbuj ponownie za ${r.retryAfter} s.`,
    });
  };

  it('of five concurrent logins one waits for the place and logs in, four are refused at once', async () => {
    const zajety = hasla.reserve(); // the one place running: a hash of another request
    const odpowiedzi: Awaited<ReturnType<typeof wyslij>>[] = [];
    const loginy = Array.from({ length: 5 }, () =>
      zaloguj('anna.nowak', HASLO_DEMO).then((r) => (odpowiedzi.push(r), r)),
    );
    // the refusals come while the place is still held: nobody waits for a hash to be refused
    await expect.poll(() => odpowiedzi.length, { timeout: 10_000 }).toBe(4);
    expect(hasla.stan).toEqual({ dzialajace: 1, czekajace: 1 });
    for (const r of odpowiedzi) oczekujOdmowy(r);
    zajety.release();
    const wszystkie = await Promise.all(loginy);
    expect(wszystkie.filter((r) => r.status === 429)).toHaveLength(4);
    const zalogowani = wszystkie.filter((r) => r.status === 200);
    expect(zalogowani).toHaveLength(1);
    expect(typeof zalogowani[0]!.body.token).toBe('string');
    expect(hasla.stan).toEqual({ dzialajace: 0, czekajace: 0 });
  });

  it('a refused login is no failed attempt: six wrong passwords refused, then the right one logs in', async () => {
    const zajete = [hasla.reserve(), hasla.reserve()];
    try {
      for (let i = 0; i < 6; i++) oczekujOdmowy(await zaloguj('jan.kowalski', `Zle#Haslo${i}`));
      const en = await zaloguj('jan.kowalski', 'Zle#Haslo', 'en');
      expect(en.status).toBe(429);
      expect(en.body.opis).toBe(`The server is very busy right now. Try again in ${en.retryAfter} s.`);
    } finally {
      for (const m of zajete) m.release();
    }
    const { rows } = await api.db.query('SELECT liczba FROM nieudane_logowania WHERE login = $1', [
      'jan.kowalski',
    ]);
    expect(rows.length === 0 || rows[0]!['liczba'] === 0).toBe(true);
    // five counted failures would have locked it (1010)
    expect((await zaloguj('jan.kowalski', HASLO_DEMO)).status).toBe(200);
  });

  it('a password change waits for the same places: refused, the password stays', async () => {
    const token = (await zaloguj('piotr.wisniewski', HASLO_DEMO)).body.token as string;
    const zajete: PasswordPlace[] = [hasla.reserve(), hasla.reserve()];
    try {
      oczekujOdmowy(
        await wyslij(kontoPaths.zmianaHasla, { stareHaslo: HASLO_DEMO, noweHaslo: 'Nowe#Haslo2026' }, token),
      );
    } finally {
      for (const m of zajete) m.release();
    }
    expect((await zaloguj('piotr.wisniewski', HASLO_DEMO)).status).toBe(200);
  });
});

describe('every hash of a request goes through the limiter', () => {
  it('no server module but the limiter calls hashPassword or verifyPassword', () => {
    const serwer = join(import.meta.dirname, '../../server');
    const pliki = readdirSync(serwer, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.ts'));
    const wolajacy = pliki.filter((p) =>
      /\b(hashPassword|verifyPassword)\b/.test(readFileSync(join(serwer, p), 'utf8')),
    );
    expect(wolajacy.sort()).toEqual(['konto/password-limit.ts', 'konto/password.ts']);
  });
});
