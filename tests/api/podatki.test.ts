/**
 * Tax assessment (service 29) and properties (service 30), routes/podatki.ts: the subject's tax years, the
 * assessment of the chosen years with sums, one decision's PDF, the properties in three lists, and the PDFs
 * with the rows of the views; only for the caller's own subjects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import type { Nieruchomosci, WymiarPodatku } from '../../src/core/api/podatki.ts';
import { adminPost, pdfText } from './helpers.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
let spoldzielnia: string;
const rok = dzienUrzedu().getFullYear();
const lata = [rok - 3, rok - 2, rok - 1, rok];
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };

beforeAll(async () => {
  api = await openKontoApi();
  jan = await zaloguj(api.app, 'jan.kowalski');
  anna = await zaloguj(api.app, 'anna.nowak');
  spoldzielnia = await zaloguj(api.app, 'spoldzielnia');
});
afterAll(() => api?.db.close());

const wymiar = (q: string, token?: string) =>
  get<WymiarPodatku>(api.app, `/podatkiGminne/dajWymiarPodatku?${q}`, token);
async function pdf(path: string, token: string) {
  const res = await api.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return { name: res.headers.get('Content-Disposition'), ...(await pdfText(await res.arrayBuffer())) };
}

describe('tax years and the assessment', () => {
  it('lists the years ascending; a subject with no assessment has none', async () => {
    const r = await get(api.app, '/podatkiGminne/dajLataPodatkowe?pesel=85010112352', jan);
    expect(r.body).toEqual({ lataPodatkowe: lata });
    const f = await get(api.app, '/podatkiGminne/dajLataPodatkowe?nip=9512004566', anna);
    expect(f.body).toEqual({ lataPodatkowe: [] });
  });

  it('gives the rows of the chosen years only, a decision number and file where one was issued, and the sums', async () => {
    const r = await wymiar(`pesel=85010112352&lataPodatkowe=${rok - 1},${rok}`, jan);
    expect(r.status).toBe(200);
    const w = r.body;
    expect(w.pozycjeWymiaruPodatku.map((p) => [p.rokPodatkowy, p.opisWymiaru])).toEqual([
      [rok - 1, 'Decyzja ustalająca wymiar podatku'],
      [rok - 1, 'Decyzja zmieniająca wymiar podatku'],
      [rok, 'Decyzja ustalająca wymiar podatku'],
    ]);
    for (const p of w.pozycjeWymiaruPodatku) {
      expect(p.nrDecyzji).toMatch(new RegExp(`^FN\\.3120\\.\\d+\\.${p.rokPodatkowy}$`));
      expect(p.idArchiwumDruku).toEqual(expect.any(Number));
      expect(p.podatekRazem).toBe(p.podatekRolny + p.podatekLesny + p.podatekOdNieruchomosci);
      expect(Number.isInteger(p.podatekRazem)).toBe(true);
    }
    const suma = (k: 'podatekOdNieruchomosci' | 'podatekRazem') =>
      w.pozycjeWymiaruPodatku.reduce((s, p) => s + p[k], 0);
    expect(w.podatekOdNieruchomosciSuma).toBe(suma('podatekOdNieruchomosci'));
    expect(w.podatekSuma).toBe(suma('podatekRazem'));
    expect(w.podatekRolnySuma).toBe(0);
    // a farm: all three taxes; a changing decision without an archived document; a negative change
    const a = (await wymiar(`pesel=78031545683&lataPodatkowe=${lata.join(',')}`, anna)).body;
    expect(a.podatekRolnySuma).toBeGreaterThan(0);
    expect(a.podatekLesnySuma).toBeGreaterThan(0);
    const zmiana = a.pozycjeWymiaruPodatku.find((p) => p.opisWymiaru.startsWith('Decyzja zmieniająca'))!;
    expect(zmiana.idArchiwumDruku).toBeNull();
    expect(zmiana.podatekRolny).toBeLessThan(0);
    // declarations of an institution have no decision; its audit ended in one
    const s = (await wymiar(`nip=5252525259&lataPodatkowe=${lata.join(',')}`, spoldzielnia)).body;
    const deklaracje = s.pozycjeWymiaruPodatku.filter((p) => p.opisWymiaru.includes('eklaracj'));
    expect(deklaracje.every((p) => p.nrDecyzji === null && p.idArchiwumDruku === null)).toBe(true);
    expect(s.pozycjeWymiaruPodatku.filter((p) => p.idArchiwumDruku !== null)).toHaveLength(1);
    const f = await wymiar(`nip=9512004566&lataPodatkowe=${rok}`, anna);
    expect(f.body).toEqual({
      pozycjeWymiaruPodatku: [],
      podatekRolnySuma: 0,
      podatekLesnySuma: 0,
      podatekOdNieruchomosciSuma: 0,
      podatekSuma: 0,
    });
  });

  it('the list PDF holds the rows of the view and the sums', async () => {
    const w = (await wymiar(`pesel=78031545683&lataPodatkowe=${lata.join(',')}`, anna)).body;
    const d = await pdf(
      `/podatkiGminne/dajWymiarPodatku/pdf?pesel=78031545683&lataPodatkowe=${lata.join(',')}`,
      anna,
    );
    expect(d.name).toContain(`wymiar-podatku-${lata.join('-')}.pdf`);
    expect(d.text).toContain(`Wymiar podatku – lata ${lata.join(', ')}`);
    expect(d.text).toContain('Anna Nowak, PESEL 78031545683');
    for (const p of w.pozycjeWymiaruPodatku) expect(d.text).toContain(p.nrDecyzji!);
    const kwota = (n: number) =>
      new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: 'always' })
        .format(n)
        .replace(/\u00a0/g, ' ');
    expect(d.text).toContain(kwota(w.podatekSuma));
    expect(d.text).toContain('−61,00'.replace('−', '-'));
  });

  it('a decision PDF is the real document of that row; another subject’s or an unknown one → 403', async () => {
    const w = (await wymiar(`pesel=85010112352&lataPodatkowe=${rok - 1}`, jan)).body;
    const zmiana = w.pozycjeWymiaruPodatku[1]!;
    const d = await pdf(
      `/podatkiGminne/dajDecyzje?pesel=85010112352&idArchiwumDruku=${zmiana.idArchiwumDruku}`,
      jan,
    );
    expect(d.name).toContain(`decyzja-${zmiana.nrDecyzji}.pdf`);
    expect(d.text).toContain(`Decyzja nr ${zmiana.nrDecyzji}`);
    expect(d.text).toContain(`Decyzja zmieniająca wymiar podatku na rok ${rok - 1}`);
    expect(d.text).toContain('Jan Kowalski, PESEL 85010112352');
    expect(d.text).toContain('Garaż wolnostojący');
    expect(d.text).toContain('Pouczenie');
    // the first decision of the year: four instalments
    const pierwsza = w.pozycjeWymiaruPodatku[0]!;
    const p = await pdf(
      `/podatkiGminne/dajDecyzje?pesel=85010112352&idArchiwumDruku=${pierwsza.idArchiwumDruku}`,
      jan,
    );
    for (const t of ['15.03', '15.05', '15.09', '15.11']) expect(p.text).toContain(`${t}.${rok - 1}`);
    expect(p.text).not.toContain('Garaż');
    // Anna's own decision is not Jan's, and Jan cannot have it even with his own subject in the query
    const a = (await wymiar(`pesel=78031545683&lataPodatkowe=${rok}`, anna)).body.pozycjeWymiaruPodatku[0]!;
    for (const [q, token] of [
      [`pesel=85010112352&idArchiwumDruku=${a.idArchiwumDruku}`, jan],
      [`pesel=78031545683&idArchiwumDruku=${a.idArchiwumDruku}`, jan],
      ['pesel=85010112352&idArchiwumDruku=999999', jan],
    ] as const) {
      const r = await get(api.app, `/podatkiGminne/dajDecyzje?${q}`, token);
      expect(r.status, q).toBe(403);
      expect(r.body, q).toEqual(BRAK);
    }
  });

  it('401 without a session, 403 for a subject of another account, 400 for bad years or ids', async () => {
    expect((await wymiar(`pesel=85010112352&lataPodatkowe=${rok}`)).status).toBe(401);
    expect((await wymiar(`nip=5252525259&lataPodatkowe=${rok}`, jan)).body).toEqual(BRAK);
    expect((await get(api.app, '/podatkiGminne/dajLataPodatkowe?pesel=78031545683', jan)).status).toBe(403);
    for (const q of [
      '',
      'lataPodatkowe=',
      'lataPodatkowe=2025;2026',
      'lataPodatkowe=20255',
      'lataPodatkowe=2025,',
    ]) {
      const r = await wymiar(`pesel=85010112352&${q}`, jan);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ kod: 400 });
    }
    for (const q of ['', 'idArchiwumDruku=abc', 'idArchiwumDruku=0', 'idArchiwumDruku=-1'])
      expect((await get(api.app, `/podatkiGminne/dajDecyzje?pesel=85010112352&${q}`, jan)).status, q).toBe(
        400,
      );
  });
});

describe('properties', () => {
  const nieruchomosci = (q: string, token?: string) =>
    get<Nieruchomosci>(api.app, `/podatkiGminne/dajNieruchomosci?${q}`, token);

  it('gives land, buildings with their identifier and ownership document, and structures with their value', async () => {
    const j = (await nieruchomosci('pesel=85010112352', jan)).body;
    expect(j.grunty).toEqual([
      {
        nrKarty: 'ŁZP/01187',
        opisPodatku: 'Podatek od nieruchomości',
        nazwaStawki: 'Grunty pozostałe',
        powierzchniaGruntu: 812,
        jednostkaPowierzchni: 'm2',
        daneGeodezyjne: { pelnyIdentyfikator: '180101_2.0001.245/3' },
      },
    ]);
    expect(j.budynki.map((b) => [b.powierzchniaBudynku, b.dokumentWlasnosci?.typ])).toEqual([
      [146.5, 'Akt notarialny'],
      [24, 'Pozwolenie na użytkowanie'],
    ]);
    expect(j.budowle).toEqual([]);
    const s = (await nieruchomosci('nip=5252525259', spoldzielnia)).body;
    expect(s.grunty.length).toBeGreaterThan(5);
    expect(s.budowle.map((b) => [b.wartoscBudowli, b.jednostkaWartosci])).toContainEqual([1_184_000, 'zł']);
    const a = (await nieruchomosci('pesel=78031545683', anna)).body;
    expect(a.grunty.map((g) => [g.opisPodatku, g.jednostkaPowierzchni])).toContainEqual([
      'Podatek leśny',
      'ha',
    ]);
    expect((await nieruchomosci('nip=9512004566', anna)).body).toEqual({
      grunty: [],
      budynki: [],
      budowle: [],
    });
    expect((await nieruchomosci('nip=5252525259', anna)).body).toEqual(BRAK);
    expect((await nieruchomosci('nip=5252525259')).status).toBe(401);
    expect((await nieruchomosci('nip=52525', spoldzielnia)).status).toBe(400);
  });

  it('the PDF holds the three tables with m² and the empty texts', async () => {
    const d = await pdf('/podatkiGminne/dajNieruchomosci/pdf?pesel=85010112352', jan);
    for (const s of [
      'Grunty',
      'Budynki',
      'Budowle',
      'Brak budowli',
      '812',
      'm²',
      '180101_2.0001.245/3.1_BUD',
      'Rep. A nr 4127/2015',
      '18.06.2015',
    ])
      expect(d.text).toContain(s);
    expect(d.text).not.toContain('m2');
    const f = await pdf('/podatkiGminne/dajNieruchomosci/pdf?nip=9512004566', anna);
    for (const s of ['Brak gruntów', 'Brak budynków', 'Brak budowli']) expect(f.text).toContain(s);
  });
});

describe('per-service maintenance', () => {
  it("a break of service 29 closes the assessment's calls (503), not the properties (30)", async () => {
    await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [29] });
    try {
      for (const p of [
        '/podatkiGminne/dajLataPodatkowe?pesel=85010112352',
        `/podatkiGminne/dajWymiarPodatku/pdf?pesel=85010112352&lataPodatkowe=${rok}`,
        '/podatkiGminne/dajDecyzje?pesel=85010112352&idArchiwumDruku=1001',
      ])
        expect((await get(api.app, p, jan)).status, p).toBe(503);
      expect((await get(api.app, '/podatkiGminne/dajNieruchomosci?pesel=85010112352', jan)).status).toBe(200);
    } finally {
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
    }
  });
});
