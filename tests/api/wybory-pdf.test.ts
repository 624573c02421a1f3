import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPesele, organizacje, wyboryDemo } from '../../demo/seed/wybory-rejestry.ts';
import { getJson, openTestApi, ORIGIN, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
let data: string;
beforeAll(async () => {
  api = await openTestApi();
  const { body } = await getJson<{ datyWyborow: { dataWyborow: string }[] }>(
    api.app,
    '/el/dajAktualneDatyWyborow',
  );
  data = body.datyWyborow[0]!.dataWyborow;
});
afterAll(() => api?.db.close());

describe('GET /el/dajObwodWyborcy/pdf', () => {
  it("is a real PDF with that voter's data only, Polish letters intact", async () => {
    const q = `pesel=44051401359&dataWyborow=${data}`;
    const res = await api.app.request(`/el/dajObwodWyborcy/pdf?${q}`, { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="spis-wyborcow-${data}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const buf = await res.arrayBuffer();
    expect(new TextDecoder().decode(buf.slice(0, 5))).toBe('%PDF-');
    const { text, pages } = await pdfText(buf);
    expect(pages).toBe(1);
    const dzien = data.split('-').reverse().join('.');
    expect(text).toContain(`Informacja o ujęciu w spisie wyborców – wybory w dniu ${dzien}`);
    const { body } = await getJson<Record<string, string | number>>(api.app, `/el/dajObwodWyborcy?${q}`);
    expect(text).toContain('44051401359');
    expect(text).toContain('Szkoła Podstawowa nr 1 im. Marii Konopnickiej');
    expect(text.replace(/\s+/g, ' ')).toContain(String(body['adresWyborcy']).replace(/\s+/g, ' '));
    expect(text).toContain(String(body['nrNaLiscie']));
    // nobody else's PESEL appears
    for (const p of demoPesele.slice(1)) expect(text).not.toContain(p.pesel);
    expect(text.match(/\d{11}/g)).toEqual(['44051401359']);
  });

  it('answers 404 JSON, not a file, for a PESEL not on the register, and 400 for a bad one', async () => {
    const a = await api.app.request(`/el/dajObwodWyborcy/pdf?pesel=02122401358&dataWyborow=${data}`);
    expect(a.status).toBe(404);
    expect(a.headers.get('content-type')).toMatch(/application\/json/);
    const b = await api.app.request(`/el/dajObwodWyborcy/pdf?pesel=44051401358&dataWyborow=${data}`);
    expect(b.status).toBe(400);
    expect(await b.json()).toEqual({ kod: 400, opis: 'Niepoprawny numer PESEL' });
  });

  it('inflects the gmina name after "w": "w Zielonej Dolinie", never "w Zielona Dolina" (issue 12 item 9)', async () => {
    const { body } = await getJson<{ datyWyborow: { dataWyborow: string }[] }>(
      api.app,
      '/el/dajAktualneDatyWyborow',
    );
    // every current election's PDF, among them the referendum named after the gmina
    let text = '';
    for (const { dataWyborow } of body.datyWyborow) {
      const q = `pesel=44051401359&dataWyborow=${dataWyborow}`;
      const res = await api.app.request(`/el/dajObwodWyborcy/pdf?${q}`, { headers: { Origin: ORIGIN } });
      expect(res.status).toBe(200);
      text += (await pdfText(await res.arrayBuffer())).text.replace(/\s+/g, ' ');
    }
    expect(text).toContain('hali sportowej w Zielonej Dolinie');
    expect(text).not.toMatch(/\bw Zielona Dolina/);
    // the other demo names with the gmina after "w"
    for (const nazwa of [...wyboryDemo().map((w) => w.nazwa), ...organizacje.map((o) => o.nazwa)])
      expect(nazwa).not.toMatch(/\bw Zielona Dolina/);
  });
});
