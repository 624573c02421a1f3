/**
 * Limits of the correspondence data reports (issue 23 §4 item 2; spec 02 service 39): every field has a maximum
 * length and the postal code is NN-NNN, checked with the form's rules (a bad report is a 400, nothing stored);
 * one account sends at most 10 reports per 15 minutes, counted in the database, so two server instances share
 * the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { MAKS_DLUGOSCI, type DaneKorespondencyjne, type PoleDanych } from '../../src/core/api/woda.ts';
import { createApiApp } from '../../server/app.ts';
import { ADMIN_TOKEN, ORIGIN } from './helpers.ts';
import { get, openKontoApi, PORTAL, post, SEKRET, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
});
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const SPOLDZIELNIA = 'nip=5252525259';

const dane = async (app: Hono, q: string, token: string) =>
  (await get<{ daneKorespondencyjne: DaneKorespondencyjne }>(app, `/woda/daneKorespondencyjne?${q}`, token))
    .body.daneKorespondencyjne;
const zapisz = (app: Hono, q: string, token: string, body: object) =>
  post(app, `/woda/daneKorespondencyjne?${q}`, body, token);
const zgloszen = async () =>
  Number(
    (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM woda_dane_korespondencyjne_zgloszenia',
      )
    ).rows[0]!.n,
  );

/** A value of `n` characters that passes the field's other checks. */
function wartosc(pole: PoleDanych, n: number): string {
  if (pole === 'email') return `${'a'.repeat(n - '@example.pl'.length)}@example.pl`;
  if (pole === 'telefon' || pole === 'fax') return '6'.repeat(n);
  return 'x'.repeat(n);
}

describe('lengths and the postal code', () => {
  it('has a limit for every field (the spec gives none: the figures of issue 23 §4)', () => {
    expect(MAKS_DLUGOSCI).toEqual({
      imie: 100,
      imie2: 100,
      nazwisko: 100,
      nazwisko2: 100,
      nazwa: 200,
      telefon: 20,
      email: 254,
      fax: 20,
      www: 200,
      miejscowosc: 100,
      ulica: 100,
      nrDomu: 10,
      nrLokalu: 10,
      kodPocztowy: 6,
    });
  });

  it('refuses each field one character over its limit with a 400 and stores nothing', async () => {
    const d = await dane(api.app, JAN, jan);
    const przed = await zgloszen();
    for (const pole of [
      'imie',
      'imie2',
      'nazwisko',
      'nazwisko2',
      'ulica',
      'miejscowosc',
      'nrDomu',
      'nrLokalu',
      'www',
      'email',
    ] as const) {
      const r = await zapisz(api.app, JAN, jan, { ...d, [pole]: wartosc(pole, MAKS_DLUGOSCI[pole] + 1) });
      expect(r.status, pole).toBe(400);
      expect(r.body, pole).toMatchObject({ kod: 400, opis: expect.stringMatching(/Przekroczono/) });
    }
    // the probe's values: a street of 10 004 characters, a locality of 60 004, a website of 3 000
    for (const zle of [
      { ulica: 'u'.repeat(10_004) },
      { miejscowosc: 'm'.repeat(60_004) },
      { www: 'w'.repeat(3000) },
    ]) {
      expect((await zapisz(api.app, JAN, jan, { ...d, ...zle })).status).toBe(400);
    }
    expect(await zgloszen()).toBe(przed);
  });

  it('refuses a postal code that is not NN-NNN, and takes fields exactly at their limits', async () => {
    const d = await dane(api.app, JAN, jan);
    const przed = await zgloszen();
    for (const kod of ['1234', '12345', '123-45', '1-2345', 'ab-cde', '12 345']) {
      const r = await zapisz(api.app, JAN, jan, { ...d, kodPocztowy: kod });
      expect(r.body, kod).toEqual({
        kod: 400,
        opis: 'kod pocztowy: Niepoprawny kod pocztowy (wymagany format 00-000)',
      });
    }
    expect(await zgloszen()).toBe(przed);
    const naGranicy = {
      ...d,
      ulica: wartosc('ulica', 100),
      nrLokalu: wartosc('nrLokalu', 10),
      kodPocztowy: '00-950',
    };
    expect((await zapisz(api.app, JAN, jan, naGranicy)).body).toEqual({ czyZapisano: true });
    expect(await zgloszen()).toBe(przed + 1);
  });
});

describe('reports per account', () => {
  it('takes 10 reports of one account per 15 minutes across two instances, the 11th is 429', async () => {
    // two instances over one database, with the limits as a real office has them
    const instancja = () =>
      createApiApp({
        db: api.db,
        allowedOrigins: [ORIGIN],
        adminToken: ADMIN_TOKEN,
        demo: false,
        portalUrl: PORTAL,
        tokenSecret: SEKRET,
        now: () => api.zegar.teraz,
        limity: { skala: 1 },
      });
    const [a, b] = [instancja(), instancja()];
    const d = await dane(a, ANNA, anna);
    for (let i = 1; i <= 10; i++) {
      const r = await zapisz(i % 2 ? a : b, ANNA, anna, { ...d, nrLokalu: String(i) });
      expect(r.body, `report ${i}`).toEqual({ czyZapisano: true });
    }
    const przed = await zgloszen();
    const odmowa = await zapisz(a, ANNA, anna, { ...d, nrLokalu: '11' });
    expect(odmowa.status).toBe(429);
    expect(odmowa.body).toEqual({ kod: 429, opis: expect.stringMatching(/^Zbyt wiele żądań/) });
    const s = Number(odmowa.headers.get('Retry-After'));
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThanOrEqual(15 * 60);
    expect(await zgloszen()).toBe(przed);
    // another account goes on; reading the data is not counted
    expect((await dane(b, ANNA, anna)).nrLokalu).toBe(d.nrLokalu);
    const spoldzielnia = await zaloguj(b, 'spoldzielnia');
    const ds = await dane(b, SPOLDZIELNIA, spoldzielnia);
    expect((await zapisz(b, SPOLDZIELNIA, spoldzielnia, { ...ds, nrLokalu: '9' })).body).toEqual({
      czyZapisano: true,
    });
  });
});
