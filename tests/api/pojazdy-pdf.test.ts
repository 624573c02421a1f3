import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NormaPojazdow, StawkaPojazdu } from '../../src/core/api/pojazdy.ts';
import { formatKwota } from '../../server/format.ts';
import { getJson, openTestApi, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('GET /pst/dajLiczbePojazdowWgNorm/pdf', () => {
  it('is a named PDF of the counts on that day, with Polish letters and the total', async () => {
    const data = '2018-05-31';
    const res = await api.app.request(`/pst/dajLiczbePojazdowWgNorm/pdf?dataPrzeliczen=${data}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="liczba-pojazdow-${data}.pdf"`);
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Liczba pojazdów wg sposobu opodatkowania – stan na dzień 31.05.2018');
    expect(text).toContain('Urząd Gminy Zielona Dolina');
    const { body } = await getJson<{ normyPojazdow: NormaPojazdow[] }>(
      api.app,
      `/pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=${data}`,
    );
    for (const r of body.normyPojazdow) expect(text).toContain(r.nazwaNormy);
    const suma = body.normyPojazdow.reduce((s, r) => s + r.liczbaPojazdow, 0);
    expect(text).toMatch(new RegExp(`Razem\\s*${suma}`));
  });

  it('says "Brak danych do wyświetlenia" for a day before the register', async () => {
    const res = await api.app.request('/pst/dajLiczbePojazdowWgNorm/pdf?dataPrzeliczen=1950-01-01');
    expect(res.status).toBe(200);
    expect((await pdfText(await res.arrayBuffer())).text).toContain('Brak danych do wyświetlenia');
  });
});

describe('GET /pst/dajStawkiPojazdow/pdf?rok', () => {
  it('is a named PDF of that year’s rates with the columns and Polish amounts', async () => {
    const rok = new Date().getFullYear() - 2;
    const res = await api.app.request(`/pst/dajStawkiPojazdow/pdf?rok=${rok}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="stawki-pojazdow-${rok}.pdf"`);
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain(`Stawki podatku od środków transportowych – rok ${rok}`);
    for (const h of [
      'Nazwa stawki',
      'Stawka roczna gminy',
      'Stawka maksymalna (obwieszczenie MF)',
      'Kwota obniżenia stawki',
    ])
      expect(text).toContain(h);
    const { body } = await getJson<{ stawkiPojazdow: StawkaPojazdu[] }>(
      api.app,
      `/pst/dajStawkiPojazdow?rokWyliczen=${rok}`,
    );
    const autobus = body.stawkiPojazdow.at(-1)!;
    expect(text.replace(/\s+/g, ' ')).toContain('Autobusy o liczbie miejsc do siedzenia');
    expect(text).toContain(plain(formatKwota(autobus.stawkaRocznaMax)));
    expect(text).toContain(plain(formatKwota(autobus.kwotaObnizeniaStawki)));
  });
});
