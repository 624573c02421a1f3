import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Imie, StatusMieszkanca } from '../../src/core/api/statystyki-el.ts';
import { getJson, openTestApi, ORIGIN, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

async function pdf(path: string, fileName: string) {
  const res = await api.app.request(path, { headers: { Origin: ORIGIN } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Disposition/i);
  const buf = await res.arrayBuffer();
  expect(new TextDecoder().decode(buf.slice(0, 5))).toBe('%PDF-');
  return pdfText(buf);
}

describe('PDFs of the chart statistics', () => {
  it('resident statuses: title, every status with its grouped count, the total', async () => {
    const { text } = await pdf('/el/dajStatusyMeldunkoweMieszkancow/pdf', 'statusy-mieszkancow.pdf');
    expect(text).toContain('Statusy mieszkańców gminy Zielona Dolina');
    expect(text).toContain('Liczba mieszkańców');
    const { body } = await getJson<{ statusyMieszkancow: StatusMieszkanca[] }>(
      api.app,
      '/el/dajStatusyMeldunkoweMieszkancow',
    );
    for (const s of body.statusyMieszkancow) expect(text).toContain(s.opisStatusu);
    const stale = body.statusyMieszkancow[0]!.liczbaMieszkancow;
    expect(stale).toBeGreaterThan(999);
    expect(text).toContain(stale.toLocaleString('pl-PL', { useGrouping: 'always' }).replace(/\u00a0/g, ' '));
    const suma = body.statusyMieszkancow.reduce((s, r) => s + r.liczbaMieszkancow, 0);
    expect(text).toMatch(
      new RegExp(`Razem \\(wszystkie statusy\\)\\s*${suma.toLocaleString('pl-PL').replace(/\u00a0/g, ' ')}`),
    );
  });

  it('most popular names: every name of the list, with Polish letters', async () => {
    const { text, pages } = await pdf('/el/dajNajpopularniejszeImiona/pdf', 'najpopularniejsze-imiona.pdf');
    expect(text).toContain('Najpopularniejsze imiona mieszkańców gminy Zielona Dolina');
    const { body } = await getJson<{ listaImion: Imie[] }>(api.app, '/el/dajNajpopularniejszeImiona');
    for (const r of body.listaImion) expect(text).toContain(r.imie);
    expect(text).toContain('Łukasz');
    expect(text).toContain('Małgorzata');
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Liczba osób').length - 1).toBe(pages);
  });

  it('names of a birth year: the year in the title and file name, the names of that year', async () => {
    const { text } = await pdf('/el/dajNajpopularniejszeImionaWgRoku/pdf?rok=1984', 'imiona-1984.pdf');
    expect(text).toContain('Najpopularniejsze imiona osób urodzonych w roku 1984');
    const { body } = await getJson<{ listaImion: Imie[] }>(
      api.app,
      '/el/dajNajpopularniejszeImionaWgRoku?rok=1984',
    );
    expect(text).toMatch(new RegExp(`1\\s*${body.listaImion[0]!.imie}\\s*${body.listaImion[0]!.liczbaOsob}`));
  });

  it('a year without residents gives a PDF that says so', async () => {
    const { text } = await pdf('/el/dajNajpopularniejszeImionaWgRoku/pdf?rok=1901', 'imiona-1901.pdf');
    expect(text).toContain('Brak danych do wyświetlenia');
  });
});
