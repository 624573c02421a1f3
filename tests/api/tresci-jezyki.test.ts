/**
 * The office's own content per language (issue 12 item 4): side menu and tiles in en, de and uk where the office
 * provides them (the demo does), Polish otherwise; the site map's menu entries and its own entries follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

type Menu = { menuBoczneElementy: { nazwa: string; pozycja: number }[] };
type Kafelki = { kafelki: { nazwa: string; opis: string }[] };
type Mapa = { mapaStrony: { nazwa: string }[] };

const menu = async (q = '') => (await getJson<Menu>(api.app, `/pi/menuBoczne${q}`)).body.menuBoczneElementy;
const kafelki = async (q = '') => (await getJson<Kafelki>(api.app, `/pi/kafelki${q}`)).body.kafelki;

describe('side menu and tiles per language', () => {
  it('Polish without the parameter, for pl and for a language the office has not', async () => {
    const pl = await menu();
    expect(pl[0]!.nazwa).toBe('Strona główna');
    expect(await menu('?jezyk=pl')).toEqual(pl);
    expect(await menu('?jezyk=fr')).toEqual(pl);
  });

  for (const [jezyk, start, lista] of [
    ['en', 'Home', 'List of services'],
    ['de', 'Startseite', 'Liste der Dienste'],
    ['uk', 'Головна сторінка', 'Перелік послуг'],
  ] as const)
    it(`${jezyk}: every menu item and tile in the office's ${jezyk} words, the order and links kept`, async () => {
      const pl = await menu();
      const inny = await menu(`?jezyk=${jezyk}`);
      expect(inny.map((m) => m.pozycja)).toEqual(pl.map((m) => m.pozycja));
      expect(inny[0]!.nazwa).toBe(start);
      // every item is the office's translation (German 'Kontakt' is the Polish word too)
      expect(inny.filter((m, i) => m.nazwa === pl[i]!.nazwa).map((m) => m.nazwa)).toEqual(
        jezyk === 'de' ? ['Kontakt'] : [],
      );
      const kPl = await kafelki();
      const k = await kafelki(`?jezyk=${jezyk}`);
      expect(k[0]!.nazwa).toBe(lista);
      k.forEach((t, i) => {
        expect(t.nazwa).not.toBe(kPl[i]!.nazwa);
        expect(t.opis).not.toBe(kPl[i]!.opis);
      });
      const mapa = (await getJson<Mapa>(api.app, `/pi/mapaStrony?jezyk=${jezyk}`)).body.mapaStrony;
      expect(mapa[0]!.nazwa).toBe(start);
      expect(mapa.map((n) => n.nazwa)).not.toContain('Polityka cookies');
      expect(mapa.map((n) => n.nazwa)).not.toContain('Mapa strony');
    });
});

describe('file browser folders per language', () => {
  type Katalog = { nazwa: string; katalogi: Katalog[]; pliki: { nazwa: string }[] };
  const nazwy = (k: { katalogi: Katalog[] }): string[] => k.katalogi.flatMap((x) => [x.nazwa, ...nazwy(x)]);

  it('folders in the office’s words of the language, nested ones too; the documents keep their titles', async () => {
    const pl = (await getJson<Katalog>(api.app, '/pi/przegladarka/informacje')).body;
    const en = (await getJson<Katalog>(api.app, '/pi/przegladarka/informacje?jezyk=en')).body;
    expect(nazwy(pl)).toContain('Ogłoszenia');
    expect(nazwy(pl)).toContain('Archiwum 2025');
    expect(nazwy(en)).toContain('Announcements');
    expect(nazwy(en)).toContain('Archive 2025');
    expect(nazwy(en)).not.toContain('Ogłoszenia');
    expect(nazwy(en)).toHaveLength(nazwy(pl).length);
    expect(JSON.stringify(en.katalogi[0]!.pliki)).toBe(JSON.stringify(pl.katalogi[0]!.pliki));
    const uk = (await getJson<Katalog>(api.app, '/pi/przegladarka/procedury?jezyk=uk')).body;
    expect(nazwy(uk)).toContain('Податки');
    // a language the office has not named the folders in: Polish
    const fr = (await getJson<Katalog>(api.app, '/pi/przegladarka/procedury?jezyk=fr')).body;
    expect(nazwy(fr)).toContain('Podatki');
  });
});
