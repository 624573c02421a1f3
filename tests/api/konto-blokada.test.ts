/**
 * Lockout under parallel guessing (issue 11 item 6): each attempt claims its place in the database before the
 * slow hash, so a burst of parallel guesses gets at most five evaluated, and a lockout never exceeds 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKS_BLOKADA_MS, PROG_BLOKADY } from '../../server/routes/konto.ts';
import { openKontoApi, post, HASLO_DEMO, type KontoApi, type Odpowiedz } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

/** 30 parallel logins of one name, the right password at #25 (index 24). */
async function seria(login: string): Promise<Odpowiedz[]> {
  const hasla = Array.from({ length: 30 }, (_, i) => (i === 24 ? HASLO_DEMO : `Zle#Haslo${i}`));
  return Promise.all(hasla.map((haslo) => post(api.app, '/uzytkownicy/getToken', { login, haslo })));
}

/**
 * Only a guard against a hang: each login costs a scrypt hash (server/konto/haslo.ts), and 40-odd of them on a
 * busy 2-core machine can take minutes; nothing here is a timing assertion.
 */
const LIMIT_NA_ZAWIESZENIE = 300_000;

const ocenione = (wyniki: Odpowiedz[]) => wyniki.filter((r) => r.status !== 429);

describe('parallel guesses against one login', () => {
  it('evaluates at most 5 of 30 parallel guesses; the right one at #25 gets no token', async () => {
    const wyniki = await seria('anna.nowak');
    expect(ocenione(wyniki).length).toBeLessThanOrEqual(PROG_BLOKADY);
    expect(wyniki[24]!.status).toBe(429);
    expect(wyniki.some((r) => typeof r.body['token'] === 'string')).toBe(false);
    for (const r of wyniki.filter((w) => w.status === 429)) {
      expect(r.body).toMatchObject({ kod: 1010 });
      const s = Number(r.headers.get('Retry-After'));
      expect(s).toBeGreaterThan(0);
      expect(s).toBeLessThanOrEqual(MAKS_BLOKADA_MS / 1000);
    }
  });

  it('the same for an unknown login', async () => {
    expect(ocenione(await seria('ktos.nieznany')).length).toBeLessThanOrEqual(PROG_BLOKADY);
  });

  it(
    'caps the lockout at 15 minutes however many bursts came before',
    async () => {
      let retryAfter = 0;
      for (let i = 0; i < 8; i++) {
        api.zegar.teraz += MAKS_BLOKADA_MS + 1;
        const wyniki = await seria('jan.kowalski');
        expect(ocenione(wyniki).length).toBeLessThanOrEqual(PROG_BLOKADY);
        retryAfter = Math.max(...wyniki.map((r) => Number(r.headers.get('Retry-After') ?? 0)));
        expect(retryAfter).toBeLessThanOrEqual(MAKS_BLOKADA_MS / 1000);
      }
      expect(retryAfter).toBe(MAKS_BLOKADA_MS / 1000);
      // once the lockout is over the owner logs in at the first try
      api.zegar.teraz += MAKS_BLOKADA_MS + 1;
      expect(
        (await post(api.app, '/uzytkownicy/getToken', { login: 'jan.kowalski', haslo: HASLO_DEMO })).status,
      ).toBe(200);
    },
    LIMIT_NA_ZAWIESZENIE,
  );

  it(
    'five failures in a row lock the login at once, not at the next attempt a day later',
    async () => {
      for (let i = 0; i < PROG_BLOKADY; i++) {
        await post(api.app, '/uzytkownicy/getToken', { login: 'spoldzielnia', haslo: 'Zle#Haslo1' });
      }
      expect(
        (await post(api.app, '/uzytkownicy/getToken', { login: 'spoldzielnia', haslo: HASLO_DEMO })).status,
      ).toBe(429);
      api.zegar.teraz += 24 * 3600_000;
      expect(
        (await post(api.app, '/uzytkownicy/getToken', { login: 'spoldzielnia', haslo: HASLO_DEMO })).status,
      ).toBe(200);
    },
    LIMIT_NA_ZAWIESZENIE,
  );
});
