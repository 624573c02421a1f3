import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  dochodyBudzetuSchema,
  lataBudzetoweSchema,
  wydatkiBudzetuSchema,
} from '../../src/core/api/budzet.ts';
import { katalogDochodow, katalogWydatkow } from '../../demo/seed/budzet-katalog.ts';
import { getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let lata: number[];
beforeAll(async () => {
  api = await openTestApi();
  lata = z.parse(
    lataBudzetoweSchema,
    (await getJson(api.app, '/fk/gmina/dajLataBudzetowe')).body,
  ).lataBudzetowe;
});
afterAll(() => api?.db.close());

const dochody = async (rok: number) =>
  z.parse(dochodyBudzetuSchema, (await getJson(api.app, `/fk/gmina/dajDochodyBudzetu?rok=${rok}`)).body)
    .listaDochodow;
const wydatki = async (rok: number) =>
  z.parse(wydatkiBudzetuSchema, (await getJson(api.app, `/fk/gmina/dajWydatkiBudzetu?rok=${rok}`)).body)
    .listaWydatkow;

const dwaMiejsca = (n: number) => Math.round(n * 100) / 100 === n;

describe('GET /fk/gmina/dajLataBudzetowe', () => {
  it('lists six to eight years ascending, ending with the current one', () => {
    expect(lata.length).toBeGreaterThanOrEqual(6);
    expect(lata.length).toBeLessThanOrEqual(8);
    expect(lata).toEqual([...lata].sort((a, b) => a - b));
    expect(lata.at(-1)).toBe(new Date().getFullYear());
  });
});

describe('budget rows of every listed year (spec 01 §3)', () => {
  it('has 25–45 income rows with classification codes and amounts in grosze', async () => {
    for (const rok of lata) {
      const rows = await dochody(rok);
      expect(rows.length, `dochody ${rok}`).toBeGreaterThanOrEqual(25);
      expect(rows.length).toBeLessThanOrEqual(45);
      for (const r of rows) {
        expect(r.rozdzial).toMatch(/^\d{5}$/);
        expect(r.paragraf).toMatch(/^\d{4}$/);
        for (const n of [r.planPoZmianach, r.naleznosci, r.dochodyOtrzymane, r.dochodyWykonane]) {
          expect(dwaMiejsca(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(r.dochodyWykonane).toBeLessThanOrEqual(r.planPoZmianach * 1.2);
        expect(r.naleznosci).toBeGreaterThanOrEqual(r.dochodyWykonane);
      }
    }
  });

  it('has 35–60 expenditure rows, never spending or committing beyond the plan', async () => {
    for (const rok of lata) {
      const rows = await wydatki(rok);
      expect(rows.length, `wydatki ${rok}`).toBeGreaterThanOrEqual(35);
      expect(rows.length).toBeLessThanOrEqual(60);
      for (const r of rows) {
        for (const n of [r.planPoZmianach, r.wydatki, r.zobowiazania, r.koszty, r.zaangazowanie]) {
          expect(dwaMiejsca(n)).toBe(true);
        }
        expect(r.wydatki).toBeLessThanOrEqual(r.planPoZmianach);
        expect(r.zaangazowanie).toBeGreaterThanOrEqual(r.wydatki);
        expect(r.zaangazowanie).toBeLessThanOrEqual(r.planPoZmianach);
      }
    }
  });

  it('is sorted by chapter and paragraph and uses real Polish names', async () => {
    const rok = lata[0]!;
    const rows = await dochody(rok);
    const klucze = rows.map((r) => `${r.rozdzial}${r.paragraf}`);
    expect(klucze).toEqual([...klucze].sort());
    expect(rows.map((r) => r.nazwaPozycji)).toContain(
      'Wpływy z opłaty za gospodarowanie odpadami komunalnymi',
    );
    expect((await wydatki(rok)).map((r) => r.nazwaPozycji)).toContain(
      'Szkoły podstawowe – zakup usług pozostałych',
    );
  });

  it('fits a gmina of ~10 000 inhabitants and executes the current year only partly', async () => {
    const suma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    for (const rok of lata) {
      const d = await dochody(rok);
      const plan = suma(d.map((r) => r.planPoZmianach));
      expect(plan).toBeGreaterThan(30e6);
      expect(plan).toBeLessThan(150e6);
      const udzial = suma(d.map((r) => r.dochodyWykonane)) / plan;
      if (rok === new Date().getFullYear()) expect(udzial).toBeLessThan(0.9);
      else expect(udzial).toBeGreaterThan(0.9);
    }
  });

  it('draws from a catalogue with unique chapter/paragraph pairs', () => {
    for (const katalog of [katalogDochodow, katalogWydatkow]) {
      const klucze = katalog.map((p) => `${p.rozdzial}/${p.paragraf}`);
      expect(new Set(klucze).size).toBe(klucze.length);
    }
  });
});

describe('the rok parameter', () => {
  it('answers a well-formed year without data with an empty list', async () => {
    expect(await dochody(1999)).toEqual([]);
    expect(await wydatki(2099)).toEqual([]);
  });

  it.each(['', '?rok=', '?rok=25', '?rok=20255', '?rok=abcd', '?rok=2025.0', '?rok=-202'])(
    'answers %s with a JSON 400',
    async (query) => {
      for (const path of ['/fk/gmina/dajDochodyBudzetu', '/fk/gmina/dajWydatkiBudzetu']) {
        const { status, body } = await getJson(api.app, path + query);
        expect(status).toBe(400);
        expect(body).toEqual({ kod: 400, opis: 'Niepoprawny parametr rok' });
      }
    },
  );

  it('ignores the language parameter the client adds (spec 01 §7)', async () => {
    const { status } = await getJson(api.app, `/fk/gmina/dajDochodyBudzetu?rok=${lata[0]}&jezyk=en`);
    expect(status).toBe(200);
  });
});
