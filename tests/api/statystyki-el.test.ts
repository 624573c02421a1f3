import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  lataUrodzenSchema,
  listaImionSchema,
  statusyMieszkancowSchema,
  topImiona,
  type Imie,
} from '../../src/core/api/statystyki-el.ts';
import { generujImionaRoku, generujStatusy, PIERWSZY_ROK_URODZENIA } from '../../demo/seed/statystyki-el.ts';
import { katalogImion, popularnosc } from '../../demo/seed/imiona-katalog.ts';
import { adminPost, getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
const BIEZACY = new Date().getFullYear();
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

const imionaRoku = async (rok: number) =>
  z.parse(listaImionSchema, (await getJson(api.app, `/el/dajNajpopularniejszeImionaWgRoku?rok=${rok}`)).body)
    .listaImion;
const pozycja = (lista: Imie[], imie: string) => lista.findIndex((r) => r.imie === imie);
const malejaco = (lista: Imie[]) =>
  lista.every((r, i) => i === 0 || lista[i - 1]!.liczbaOsob >= r.liczbaOsob);

describe('GET /el/dajStatusyMeldunkoweMieszkancow (service 3)', () => {
  it('lists the registration statuses with whole, non-negative counts, as generated', async () => {
    const { status, body } = await getJson(api.app, '/el/dajStatusyMeldunkoweMieszkancow');
    expect(status).toBe(200);
    const { statusyMieszkancow } = z.parse(statusyMieszkancowSchema, body);
    expect(statusyMieszkancow).toEqual(generujStatusy());
    const opisy = statusyMieszkancow.map((s) => s.opisStatusu);
    for (const o of ['Zameldowanie stałe', 'Zameldowanie czasowe', 'Wymeldowany', 'Zgon']) {
      expect(opisy).toContain(o);
    }
    for (const s of statusyMieszkancow) {
      expect(Number.isInteger(s.liczbaMieszkancow)).toBe(true);
      expect(s.liczbaMieszkancow).toBeGreaterThanOrEqual(0);
    }
    const stale = statusyMieszkancow.find((s) => s.opisStatusu === 'Zameldowanie stałe')!;
    expect(stale.liczbaMieszkancow).toBe(Math.max(...statusyMieszkancow.map((s) => s.liczbaMieszkancow)));
  });
});

describe('GET /el/dajLataUrodzen and /el/dajNajpopularniejszeImionaWgRoku (service 13)', () => {
  it('lists birth years ascending, from 1940 to the current year', async () => {
    const { lataUrodzen } = z.parse(lataUrodzenSchema, (await getJson(api.app, '/el/dajLataUrodzen')).body);
    expect(lataUrodzen[0]).toBe(PIERWSZY_ROK_URODZENIA);
    expect(lataUrodzen.at(-1)).toBe(BIEZACY);
    expect(lataUrodzen).toEqual([...lataUrodzen].sort((a, b) => a - b));
    expect(new Set(lataUrodzen).size).toBe(lataUrodzen.length);
  });

  it('answers the names of a year, most frequent first, ties in Polish alphabetical order', async () => {
    const lista = await imionaRoku(1985);
    expect(lista).toEqual(generujImionaRoku(1985, BIEZACY));
    expect(lista.length).toBeGreaterThan(15);
    expect(malejaco(lista)).toBe(true);
    for (let i = 1; i < lista.length; i++) {
      const [a, b] = [lista[i - 1]!, lista[i]!];
      if (a.liczbaOsob === b.liczbaOsob) expect(a.imie.localeCompare(b.imie, 'pl')).toBeLessThan(0);
    }
  });

  it('has era-appropriate names: Zofia and Antoni among the children, not among the oldest', async () => {
    const dzieci = (await Promise.all([BIEZACY - 6, BIEZACY - 5, BIEZACY - 4].map(imionaRoku))).flat();
    const suma = (lista: Imie[], imie: string) =>
      lista.filter((r) => r.imie === imie).reduce((s, r) => s + r.liczbaOsob, 0);
    const top = topImiona(
      [...new Set(dzieci.map((r) => r.imie))].map((imie) => ({ imie, liczbaOsob: suma(dzieci, imie) })),
      6,
    ).map((r) => r.imie);
    expect(top).toEqual(expect.arrayContaining(['Zofia', 'Antoni']));
    const lata80 = (await Promise.all([1982, 1983, 1984].map(imionaRoku))).flat();
    expect(suma(lata80, 'Katarzyna')).toBeGreaterThan(suma(lata80, 'Zofia'));
    expect(suma(lata80, 'Łukasz')).toBeGreaterThan(suma(lata80, 'Antoni'));
    // Krystyna: born mostly around 1950, rare today
    expect(
      popularnosc(
        katalogImion.find((i) => i.imie === 'Krystyna')!,
        1950,
      ),
    ).toBeGreaterThan(
      100 *
        popularnosc(
          katalogImion.find((i) => i.imie === 'Krystyna')!,
          2020,
        ),
    );
  });

  it('answers an empty list for a well-formed year without residents', async () => {
    expect(await imionaRoku(1901)).toEqual([]);
  });

  it.each(['x', '85', '19855', '', '1985.0', '-1985'])('answers rok=%j with a JSON 400', async (rok) => {
    for (const path of ['/el/dajNajpopularniejszeImionaWgRoku', '/el/dajNajpopularniejszeImionaWgRoku/pdf']) {
      const res = await api.app.request(`${path}?rok=${encodeURIComponent(rok)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ kod: 400, opis: 'Niepoprawny parametr rok' });
    }
    const bez = await api.app.request('/el/dajNajpopularniejszeImionaWgRoku');
    expect(bez.status).toBe(400);
  });

  it('has no PDF of the list of years (spec 01 §7: every call but the years has one)', async () => {
    const res = await api.app.request('/el/dajLataUrodzen/pdf');
    expect(res.status).toBe(404);
  });
});

describe('GET /el/dajNajpopularniejszeImiona (service 12)', () => {
  it('sums every birth year per name: ~170 names, most frequent first', async () => {
    const { listaImion } = z.parse(
      listaImionSchema,
      (await getJson(api.app, '/el/dajNajpopularniejszeImiona')).body,
    );
    expect(listaImion.length).toBeGreaterThanOrEqual(150);
    expect(listaImion.length).toBeLessThanOrEqual(katalogImion.length);
    expect(malejaco(listaImion)).toBe(true);
    const lata = Array.from({ length: BIEZACY - PIERWSZY_ROK_URODZENIA + 1 }, (_, i) => 1940 + i);
    const anna = lata
      .flatMap((rok) => generujImionaRoku(rok, BIEZACY))
      .filter((r) => r.imie === 'Anna')
      .reduce((s, r) => s + r.liczbaOsob, 0);
    expect(listaImion.find((r) => r.imie === 'Anna')?.liczbaOsob).toBe(anna);
    expect(pozycja(listaImion, 'Anna')).toBeLessThan(10);
  });
});

describe('generation', () => {
  it('is deterministic: the same figures every time', () => {
    expect(generujImionaRoku(1970, 2026)).toEqual(generujImionaRoku(1970, 2026));
    expect(generujStatusy()).toEqual(generujStatusy());
  });
});

describe('per-service technical break', () => {
  it('blocks only the calls of the services in maintenance', async () => {
    expect((await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [13] })).status).toBe(200);
    try {
      expect((await api.app.request('/el/dajLataUrodzen')).status).toBe(503);
      expect((await api.app.request('/el/dajNajpopularniejszeImionaWgRoku?rok=1990')).status).toBe(503);
      expect((await api.app.request('/el/dajNajpopularniejszeImiona')).status).toBe(200);
      expect((await api.app.request('/el/dajStatusyMeldunkoweMieszkancow')).status).toBe(200);
    } finally {
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
    }
    expect((await api.app.request('/el/dajLataUrodzen')).status).toBe(200);
  });
});
