/** The office's PDF documents and the home page's widget selection (issue 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumentySchema, type Dokumenty } from '../../src/core/api/dokumenty.ts';
import { adminPost, getJson, openTestApi, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.db.close());

const lista = async () => (await getJson<Dokumenty>(api.app, '/pi/dokumenty')).body.grupy;
type Kafelek = { nazwa: string; link: string };
const kafelki = async (jezyk = 'pl') =>
  (await getJson<{ kafelki: Kafelek[] }>(api.app, `/pi/kafelki?jezyk=${jezyk}`)).body.kafelki;
type Wezel = { nazwa: string; link: string; dzieci: Wezel[] };
const linkiMapy = async () => {
  const { mapaStrony } = (await getJson<{ mapaStrony: Wezel[] }>(api.app, '/pi/mapaStrony')).body;
  const out: string[] = [];
  const zbierz = (w: Wezel[]) => w.forEach((n) => (out.push(n.link), zbierz(n.dzieci)));
  zbierz(mapaStrony);
  return out;
};

describe('PDF documents', () => {
  it('lists the demo documents in the office order and groups, with sizes', async () => {
    const grupy = await lista();
    expect(dokumentySchema.safeParse({ grupy }).success).toBe(true);
    expect(grupy.map((g) => g.nazwa)).toEqual(['Podatki i opłaty', 'Odpady komunalne']);
    expect(grupy[0]!.dokumenty.map((d) => d.plik)).toEqual([
      'uchwala-podatek-od-nieruchomosci-2026.pdf',
      'tabela-oplat-urzedowych.pdf',
    ]);
    for (const g of grupy) for (const d of g.dokumenty) expect(d.rozmiar).toBeGreaterThan(1000);
  });

  it('serves a real PDF with Polish text and the listed size', async () => {
    const [d] = (await lista())[1]!.dokumenty;
    const res = await api.app.request(`/pi/dokumenty/${d!.plik}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const data = await res.arrayBuffer();
    expect(data.byteLength).toBe(d!.rozmiar);
    expect((await pdfText(data)).text).toContain('Harmonogram odbioru odpadów komunalnych');
  });

  it('answers 404 for a file that is not published', async () => {
    const res = await api.app.request('/pi/dokumenty/nie-ma-takiego.pdf');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ kod: 404 });
  });

  it('answers 400 for names with paths, dots or other types', async () => {
    for (const zla of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E.pdf',
      'a..pdf',
      'A.pdf',
      'plik.txt',
      'x%00.pdf',
      '.pdf',
    ]) {
      const res = await api.app.request(`/pi/dokumenty/${zla}`);
      expect(res.status, zla).toBe(400);
      expect(await res.json()).toMatchObject({ kod: 400 });
    }
  });

  it('the admin switch replaces the list; a missing file is listed with no size', async () => {
    const nowa = [
      { tytul: 'Tabela opłat', plik: 'tabela-oplat-urzedowych.pdf' },
      { tytul: 'Zarządzenie wójta', plik: 'zarzadzenie-wojta-12.pdf', grupa: 'Zarządzenia' },
    ];
    expect((await adminPost(api.app, '/admin/dokumenty', { dokumenty: nowa })).status).toBe(200);
    const grupy = await lista();
    expect(grupy.map((g) => g.nazwa)).toEqual([null, 'Zarządzenia']);
    expect(grupy[1]!.dokumenty[0]).toEqual({
      tytul: 'Zarządzenie wójta',
      plik: 'zarzadzenie-wojta-12.pdf',
      rozmiar: null,
    });
    expect((await api.app.request('/pi/dokumenty/zarzadzenie-wojta-12.pdf')).status).toBe(404);
  });

  it('the admin switch refuses bad names and titles, and needs the admin token', async () => {
    for (const d of [
      { tytul: 'x', plik: '../tajne.pdf' },
      { tytul: 'x', plik: 'plik.exe' },
      { tytul: ' ', plik: 'a.pdf' },
      { tytul: 'x', plik: 'a.pdf', inne: 1 },
    ]) {
      const res = await adminPost(api.app, '/admin/dokumenty', { dokumenty: [d] });
      expect(res.status, JSON.stringify(d)).toBe(400);
    }
    const before = await lista();
    expect((await adminPost(api.app, '/admin/dokumenty', { dokumenty: [] }, null)).status).toBe(401);
    expect((await adminPost(api.app, '/admin/dokumenty', { dokumenty: [] }, 'zly-token')).status).toBe(401);
    expect(await lista()).toEqual(before);
  });
});

describe('widget selection', () => {
  it('shows the selected services as tiles after the office tiles, in the selection order', async () => {
    const linki = (await kafelki()).map((k) => k.link);
    expect(linki.slice(-3)).toEqual([
      '/uslugi/najpopularniejsze-imiona',
      '/uslugi/liczba-mieszkancow-wyborcow',
      '/uslugi/zameldowania-wg-plci-wieku',
    ]);
    expect((await kafelki('en')).at(-3)!.nazwa).not.toBe((await kafelki()).at(-3)!.nazwa);
  });

  it('the admin switch reorders tiles and switches services off from tiles and site map, routes kept', async () => {
    expect(await linkiMapy()).toContain('/uslugi/budzet-dochody');
    const res = await adminPost(api.app, '/admin/wybor-uslug', { kafelki: [10, 12], wylaczone: [1, 7] });
    expect(res.status).toBe(200);
    const linki = (await kafelki()).map((k) => k.link);
    expect(linki.slice(-2)).toEqual([
      '/uslugi/zameldowania-wg-plci-wieku',
      '/uslugi/najpopularniejsze-imiona',
    ]);
    // the office's own tile to service 1 (Budżet gminy) goes too
    expect(linki).not.toContain('/uslugi/budzet-dochody');
    expect(linki).not.toContain('/uslugi/liczba-mieszkancow-wyborcow');
    const mapa = await linkiMapy();
    expect(mapa).not.toContain('/uslugi/budzet-dochody');
    expect(mapa).not.toContain('/uslugi/liczba-mieszkancow-wyborcow');
    expect(mapa).toContain('/uslugi/budzet-wydatki');
    // a partial change keeps the other half
    await adminPost(api.app, '/admin/wybor-uslug', { wylaczone: [] });
    expect((await kafelki()).map((k) => k.link)).toContain('/uslugi/budzet-dochody');
    expect((await kafelki()).map((k) => k.link).slice(-2)).toEqual([
      '/uslugi/zameldowania-wg-plci-wieku',
      '/uslugi/najpopularniejsze-imiona',
    ]);
  });

  it('refuses unknown or repeated services and calls without the admin token', async () => {
    for (const b of [{ kafelki: [999] }, { wylaczone: [1, 1] }, { kafelki: ['1'] }, { inne: [] }]) {
      expect((await adminPost(api.app, '/admin/wybor-uslug', b)).status, JSON.stringify(b)).toBe(400);
    }
    expect((await adminPost(api.app, '/admin/wybor-uslug', { kafelki: [] }, null)).status).toBe(401);
    expect((await kafelki()).length).toBeGreaterThan(2);
  });
});
