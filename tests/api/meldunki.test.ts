import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  liczbaMieszkancow,
  liczbaMieszkancowIWyborcowSchema,
  wierszePlciWieku,
  zameldowaniaWgPlciWiekuSchema,
  type ZameldowanieGrupy,
} from '../../src/core/api/meldunki.ts';
import { toIsoDate } from '../../src/core/dates.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { getJson, openTestApi, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

const zameldowania = async () =>
  z.parse(zameldowaniaWgPlciWiekuSchema, (await getJson(api.app, '/el/dajZameldowaniaWgPlciWieku')).body);
const mieszkancy = async () =>
  z.parse(
    liczbaMieszkancowIWyborcowSchema,
    (await getJson(api.app, '/el/dajLiczbeMieszkancowIWyborcow')).body,
  );
const wszyscy = (g: ZameldowanieGrupy) =>
  g.liczbaKobietPonizej18 + g.liczbaMezczyznPonizej18 + g.liczbaKobietOd18 + g.liczbaMezczyznOd18;

describe('wierszePlciWieku (rows women, men, both; columns under 18, over 18, total)', () => {
  it('computes the totals of rows and columns', () => {
    expect(
      wierszePlciWieku({
        liczbaKobietPonizej18: 1,
        liczbaMezczyznPonizej18: 2,
        liczbaKobietOd18: 10,
        liczbaMezczyznOd18: 20,
      }),
    ).toEqual([
      { plec: 'kobiety', ponizej18: 1, od18: 10, razem: 11 },
      { plec: 'mezczyzni', ponizej18: 2, od18: 20, razem: 22 },
      { plec: 'razem', ponizej18: 3, od18: 30, razem: 33 },
    ]);
  });
});

describe('GET /el/dajZameldowaniaWgPlciWieku (service 10)', () => {
  it('has permanent and temporary registrations of a gmina of ~10 000, mostly permanent, ~1/5 under 18', async () => {
    const d = await zameldowania();
    const stale = wszyscy(d.zameldowanieStale);
    const czasowe = wszyscy(d.zameldowanieCzasowe);
    expect(stale + czasowe).toBeGreaterThan(9000);
    expect(stale + czasowe).toBeLessThan(12000);
    expect(czasowe / (stale + czasowe)).toBeLessThan(0.08);
    const mlodzi = d.zameldowanieStale.liczbaKobietPonizej18 + d.zameldowanieStale.liczbaMezczyznPonizej18;
    expect(mlodzi / stale).toBeGreaterThan(0.15);
    expect(mlodzi / stale).toBeLessThan(0.23);
  });

  it('is a PDF with both kinds, the three rows and the computed totals', async () => {
    const res = await api.app.request('/el/dajZameldowaniaWgPlciWieku/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="zameldowania-wg-plci-wieku-${toIsoDate(dzienUrzedu())}.pdf"`,
    );
    const { text } = await pdfText(await res.arrayBuffer());
    for (const s of [
      'Zameldowania wg płci i wieku',
      'Zameldowanie stałe',
      'Zameldowanie czasowe',
      'Kobiety',
      'Mężczyźni',
      'Poniżej 18 lat',
      'Od 18 lat',
    ])
      expect(text).toContain(s);
    const d = await zameldowania();
    const grupowanie = (n: number) =>
      new Intl.NumberFormat('pl-PL', { useGrouping: 'always' }).format(n).replace(/\u00a0/g, ' ');
    expect(text).toContain(grupowanie(wszyscy(d.zameldowanieStale)));
  });
});

describe('GET /el/dajLiczbeMieszkancowIWyborcow (service 7, call ours)', () => {
  it('lists the localities with the seat first, as of today', async () => {
    const d = await mieszkancy();
    expect(d.dataStanu).toBe(toIsoDate(dzienUrzedu()));
    expect(d.liczbaMieszkancowIWyborcow[0]!.nazwaMiejscowosci).toBe('Zielona Dolina');
    expect(d.liczbaMieszkancowIWyborcow.length).toBeGreaterThanOrEqual(8);
    expect(d.liczbaMieszkancowIWyborcow.map((r) => r.nazwaMiejscowosci)).toContain('Żurawiniec');
  });

  it('agrees with the sex-and-age statistics; voters are fewer than adult residents', async () => {
    const [d, z10] = [await mieszkancy(), await zameldowania()];
    const rows = d.liczbaMieszkancowIWyborcow;
    expect(rows.reduce((s, r) => s + r.liczbaZameldowanStalych, 0)).toBe(wszyscy(z10.zameldowanieStale));
    expect(rows.reduce((s, r) => s + r.liczbaZameldowanCzasowych, 0)).toBe(wszyscy(z10.zameldowanieCzasowe));
    const dorosli =
      z10.zameldowanieStale.liczbaKobietOd18 +
      z10.zameldowanieStale.liczbaMezczyznOd18 +
      z10.zameldowanieCzasowe.liczbaKobietOd18 +
      z10.zameldowanieCzasowe.liczbaMezczyznOd18;
    const wyborcy = rows.reduce((s, r) => s + r.liczbaWyborcow, 0);
    expect(wyborcy).toBeLessThan(dorosli);
    expect(wyborcy).toBeGreaterThan(dorosli * 0.9);
    for (const r of rows) expect(r.liczbaWyborcow).toBeLessThan(liczbaMieszkancow(r));
  });

  it('is a PDF per locality with the totals row', async () => {
    const res = await api.app.request('/el/dajLiczbeMieszkancowIWyborcow/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Liczba mieszkańców i wyborców – stan na dzień');
    for (const s of ['Miejscowość', 'Wyborcy', 'Dąbrowa Leśna', 'Żurawiniec', 'Razem'])
      expect(text).toContain(s);
  });

  it('is public, unlike the current-registration call under the same prefix (spec 02, service 27)', async () => {
    expect((await getJson(api.app, '/el/dajLiczbeMieszkancowIWyborcow')).status).toBe(200);
    const { status } = await getJson(api.app, '/el/dajAktualneZameldowanie?pesel=85010112352');
    expect(status).toBe(401);
  });
});

describe('per-service technical break', () => {
  it('blocks services 5, 7, 10 and 11 one by one', async () => {
    const { adminPost } = await import('./helpers.ts');
    const dzis = toIsoDate(dzienUrzedu());
    const sciezki: [number, string][] = [
      [5, `/pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=${dzis}`],
      [7, '/el/dajLiczbeMieszkancowIWyborcow'],
      [10, '/el/dajZameldowaniaWgPlciWieku/pdf'],
      [11, '/pst/dajLataStawekPojazdow'],
      [11, '/pst/dajStawkiPojazdow?rokWyliczen=2025'],
    ];
    try {
      for (const [id, path] of sciezki) {
        expect((await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [id] })).status).toBe(
          200,
        );
        expect((await api.app.request(path)).status, path).toBe(503);
        const inne = sciezki.find(([i]) => i !== id)!;
        expect((await api.app.request(inne[1])).status, inne[1]).toBe(200);
      }
    } finally {
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
    }
  });
});
