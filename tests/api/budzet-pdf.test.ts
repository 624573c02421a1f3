import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dochod, Wydatek } from '../../src/core/api/budzet.ts';
import { formatKwota } from '../../server/format.ts';
import { getJson, openTestApi, ORIGIN, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
const ROK = new Date().getFullYear() - 1;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('GET /fk/gmina/dajDochodyBudzetu/pdf', () => {
  it('is a named PDF attachment with the title, the rows and Polish amounts', async () => {
    const res = await api.app.request(`/fk/gmina/dajDochodyBudzetu/pdf?rok=${ROK}`, {
      headers: { Origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="budzet-dochody-${ROK}.pdf"`);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Disposition/i);
    const buf = await res.arrayBuffer();
    expect(new TextDecoder().decode(buf.slice(0, 5))).toBe('%PDF-');

    const { text } = await pdfText(buf);
    expect(text).toContain(`Dochody budżetu gminy Zielona Dolina – rok ${ROK}`);
    expect(text).toContain('Wygenerowano:');
    for (const h of [
      'Rozdział',
      'Paragraf',
      'Nazwa pozycji',
      'Plan po zmianach',
      'Należności',
      'Dochody otrzymane',
      'Dochody wykonane',
    ]) {
      expect(text).toContain(h);
    }
    const { body } = await getJson<{ listaDochodow: Dochod[] }>(
      api.app,
      `/fk/gmina/dajDochodyBudzetu?rok=${ROK}`,
    );
    const wiersz = body.listaDochodow.find(
      (r) => r.nazwaPozycji === 'Podatek od nieruchomości – osoby fizyczne',
    )!;
    expect(text).toContain(wiersz.nazwaPozycji);
    const kwota = plain(formatKwota(wiersz.planPoZmianach));
    expect(kwota).toMatch(/^\d{1,3}( \d{3})+,\d{2}$/);
    expect(text).toContain(kwota);
    expect(text).toContain('Razem');
  });
});

describe('GET /fk/gmina/dajWydatkiBudzetu/pdf', () => {
  it('has the expenditure columns and a grouped amount below 10 000', async () => {
    const res = await api.app.request(`/fk/gmina/dajWydatkiBudzetu/pdf?rok=${ROK}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="budzet-wydatki-${ROK}.pdf"`);
    const { text, pages } = await pdfText(await res.arrayBuffer());
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Wydatki budżetu gminy Zielona Dolina – rok ${ROK}`);
    for (const h of ['Wydatki', 'Zobowiązania', 'Koszty', 'Zaangażowanie']) expect(text).toContain(h);
    expect(text).toContain('Szkoły podstawowe – zakup usług pozostałych');
    const { body } = await getJson<{ listaWydatkow: Wydatek[] }>(
      api.app,
      `/fk/gmina/dajWydatkiBudzetu?rok=${ROK}`,
    );
    // Polish Intl leaves 4-digit numbers ungrouped unless useGrouping is 'always'.
    expect(plain(formatKwota(1234.5))).toBe('1 234,50');
    const suma = body.listaWydatkow.reduce((s, r) => s + Math.round(r.planPoZmianach * 100), 0) / 100;
    expect(text).toContain(plain(formatKwota(suma)));
  });

  it('repeats the header row on every page', async () => {
    const res = await api.app.request(`/fk/gmina/dajWydatkiBudzetu/pdf?rok=${ROK}`);
    const { text, pages } = await pdfText(await res.arrayBuffer());
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Nazwa pozycji').length - 1).toBe(pages);
    expect(text).toContain(`Strona ${pages} z ${pages}`);
  });
});

describe('PDF edge cases', () => {
  it('renders a year without data as a PDF that says so', async () => {
    const res = await api.app.request('/fk/gmina/dajDochodyBudzetu/pdf?rok=1999');
    expect(res.status).toBe(200);
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Brak danych do wyświetlenia');
  });

  it('answers a bad year with a JSON 400, not a file', async () => {
    const res = await api.app.request('/fk/gmina/dajWydatkiBudzetu/pdf?rok=x');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ kod: 400, opis: 'Niepoprawny parametr rok' });
  });
});
