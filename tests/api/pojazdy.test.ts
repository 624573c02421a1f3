import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  lataStawekPojazdowSchema,
  normyPojazdowSchema,
  stawkiPojazdowSchema,
} from '../../src/core/api/pojazdy.ts';
import { toIsoDate } from '../../src/core/dates.ts';
import { generujPojazdy, kategorieStawek, normy } from '../../demo/seed/pojazdy-meldunki.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

const dzis = toIsoDate(dzienUrzedu());
const liczby = async (data: string) =>
  z.parse(
    normyPojazdowSchema,
    (await getJson(api.app, `/pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=${data}`)).body,
  ).normyPojazdow;
const suma = (rows: { liczbaPojazdow: number }[]) => rows.reduce((s, r) => s + r.liczbaPojazdow, 0);

describe('GET /pst/dajLiczbePojazdowWgNorm (service 5)', () => {
  it('counts today the vehicles of a gmina of ~10 000 inhabitants, by norm in the office order', async () => {
    const rows = await liczby(dzis);
    expect(suma(rows)).toBeGreaterThan(200);
    expect(suma(rows)).toBeLessThan(480);
    const kolejnosc = normy.map((n) => n.nazwa as string);
    const nazwy = rows.map((r) => r.nazwaNormy);
    expect(nazwy).toEqual(kolejnosc.filter((n) => nazwy.includes(n)));
    expect(nazwy).toContain('Norma EURO 6');
    for (const r of rows) expect(Number.isInteger(r.liczbaPojazdow) && r.liczbaPojazdow > 0).toBe(true);
  });

  it('depends on the day: vehicles registered on or before it and not yet deregistered', async () => {
    const wczesniej = await liczby('2005-06-30');
    expect(wczesniej.map((r) => r.nazwaNormy)).not.toContain('Norma EURO 6');
    expect(suma(wczesniej)).toBeLessThan(suma(await liczby(dzis)));
    // the same figure computed from the generated register
    const dzien = new Date();
    const pojazdy = generujPojazdy({ y: dzien.getFullYear(), m: dzien.getMonth() + 1, d: dzien.getDate() });
    const oczekiwane = pojazdy.filter(
      (p) =>
        p.dataRejestracji <= '2015-01-01' &&
        (p.dataWyrejestrowania === null || p.dataWyrejestrowania > '2015-01-01'),
    ).length;
    expect(suma(await liczby('2015-01-01'))).toBe(oczekiwane);
  });

  it('answers a day before the first registration with an empty list (1900-01-01 is allowed)', async () => {
    expect(await liczby('1900-01-01')).toEqual([]);
    expect(await liczby('1992-03-01')).toEqual([]);
    expect(suma(await liczby('1992-03-02'))).toBe(1);
  });

  it.each([
    ['', 'Niepoprawny parametr dataPrzeliczen'],
    ['?dataPrzeliczen=', 'Niepoprawny parametr dataPrzeliczen'],
    ['?dataPrzeliczen=23.11.2024', 'Niepoprawny parametr dataPrzeliczen'],
    ['?dataPrzeliczen=2024-1-5', 'Niepoprawny parametr dataPrzeliczen'],
    ['?dataPrzeliczen=2023-02-29', 'Wprowadzono błędną date'],
    ['?dataPrzeliczen=2024-13-01', 'Wprowadzono błędną date'],
    ['?dataPrzeliczen=1899-12-31', 'Data nie może być sprzed 1900'],
    ['?dataPrzeliczen=9999-12-31', 'Data nie może być wartością przyszłą'],
  ])('answers %s with a JSON 400: %s', async (query, opis) => {
    for (const path of ['/pst/dajLiczbePojazdowWgNorm', '/pst/dajLiczbePojazdowWgNorm/pdf']) {
      const res = await api.app.request(path + query);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ kod: 400, opis });
    }
  });

  it('accepts the office day and its next day (a person ahead of Warsaw), rejects the day after', async () => {
    const za = (dni: number) => {
      const d = dzienUrzedu();
      d.setDate(d.getDate() + dni);
      return `/pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=${toIsoDate(d)}`;
    };
    expect((await getJson(api.app, za(0))).status).toBe(200);
    expect((await getJson(api.app, za(1))).status).toBe(200);
    const { status, body } = await getJson(api.app, za(2));
    expect(status).toBe(400);
    expect(body).toEqual({ kod: 400, opis: 'Data nie może być wartością przyszłą' });
  });

  it('takes "today" in Warsaw whatever the server zone', () => {
    // 23:30 UTC on 31 Dec 2025 is already 1 Jan 2026 in Warsaw (UTC+1)
    expect(toIsoDate(dzienUrzedu(new Date(Date.UTC(2025, 11, 31, 23, 30))))).toBe('2026-01-01');
    // 21:30 UTC on 30 Jun 2026 is 23:30 in Warsaw (UTC+2): still 30 June
    expect(toIsoDate(dzienUrzedu(new Date(Date.UTC(2026, 5, 30, 21, 30))))).toBe('2026-06-30');
  });
});

describe('vehicle tax rates (service 11)', () => {
  let lata: number[];
  beforeAll(async () => {
    lata = z.parse(
      lataStawekPojazdowSchema,
      (await getJson(api.app, '/pst/dajLataStawekPojazdow')).body,
    ).lataStawekPojazdow;
  });
  const stawki = async (rok: number) =>
    z.parse(stawkiPojazdowSchema, (await getJson(api.app, `/pst/dajStawkiPojazdow?rokWyliczen=${rok}`)).body)
      .stawkiPojazdow;

  it('lists six years ascending, ending with the current one', () => {
    expect(lata).toHaveLength(6);
    expect(lata).toEqual([...lata].sort((a, b) => a - b));
    expect(lata.at(-1)).toBe(new Date().getFullYear());
  });

  it('has every category each year: rate ≤ maximum, reduction = maximum − rate, in grosze', async () => {
    for (const rok of lata) {
      const rows = await stawki(rok);
      expect(rows.map((r) => r.nazwaStawki)).toEqual(kategorieStawek.map(([n]) => n));
      for (const r of rows) {
        expect(r.stawkaRoczna).toBeLessThanOrEqual(r.stawkaRocznaMax);
        expect(r.kwotaObnizeniaStawki).toBeCloseTo(r.stawkaRocznaMax - r.stawkaRoczna, 2);
        expect(Math.round(r.stawkaRocznaMax * 100) / 100).toBe(r.stawkaRocznaMax);
      }
    }
  });

  it('grows year by year and names the real categories (lorries, tractor units, trailers, buses)', async () => {
    for (let i = 1; i < lata.length; i++) {
      const [prev, next] = [await stawki(lata[i - 1]!), await stawki(lata[i]!)];
      next.forEach((r, j) => {
        expect(r.stawkaRocznaMax).toBeGreaterThan(prev[j]!.stawkaRocznaMax);
        expect(r.stawkaRoczna).toBeGreaterThanOrEqual(prev[j]!.stawkaRoczna);
      });
    }
    const nazwy = (await stawki(lata[0]!)).map((r) => r.nazwaStawki).join('\n');
    for (const s of [
      'powyżej 3,5 t do 5,5 t',
      'powyżej 5,5 t do 9 t',
      'Ciągniki siodłowe',
      'Przyczepy',
      'mniejszej niż 22',
      'równej lub wyższej niż 22',
    ])
      expect(nazwy).toContain(s);
  });

  it('answers a year without rates with an empty list and a bad year with a JSON 400', async () => {
    expect(await stawki(1999)).toEqual([]);
    for (const q of ['', '?rokWyliczen=', '?rokWyliczen=25', '?rokWyliczen=abcd', '?rok=2025']) {
      const { status, body } = await getJson(api.app, `/pst/dajStawkiPojazdow${q}`);
      expect(status).toBe(400);
      expect(body).toEqual({ kod: 400, opis: 'Niepoprawny parametr rokWyliczen' });
    }
    const { status, body } = await getJson(api.app, '/pst/dajStawkiPojazdow/pdf?rokWyliczen=2025');
    expect(status).toBe(400);
    expect(body).toEqual({ kod: 400, opis: 'Niepoprawny parametr rok' });
  });
});
