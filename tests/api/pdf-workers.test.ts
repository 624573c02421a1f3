/**
 * PDF rendering off the main thread (issue 11, item 13): while many PDFs are being made, the event loop keeps
 * answering (`/status` stays fast), a public document is rendered once per content and then served from the
 * cache, and the voter's document (personal data) is never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfRenderCount } from '../../server/pdf.ts';
import { getJson, openTestApi, ORIGIN, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
let dataWyborow: string;
const ROK = new Date().getFullYear() - 1;
beforeAll(async () => {
  api = await openTestApi();
  const { body } = await getJson<{ datyWyborow: { dataWyborow: string }[] }>(
    api.app,
    '/el/dajAktualneDatyWyborow',
  );
  dataWyborow = body.datyWyborow[0]!.dataWyborow;
});
afterAll(() => api?.db.close());

const pobierz = async (path: string) => {
  const res = await api.app.request(path, { headers: { Origin: ORIGIN } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const obwod = () => `/el/dajObwodWyborcy/pdf?pesel=44051401359&dataWyborow=${dataWyborow}`;

describe('PDF rendering', () => {
  it('does not block the event loop: /status answers again and again while 12 PDFs are made', async () => {
    await pobierz(obwod()); // the renderer is warm
    let odpowiedzi = 0;
    let trwa = true;
    const pdfy = Promise.all(Array.from({ length: 12 }, () => pobierz(obwod()))).finally(
      () => (trwa = false),
    );
    while (trwa) {
      expect((await api.app.request('/status')).status).toBe(200);
      odpowiedzi++;
      await new Promise((r) => setTimeout(r, 5));
    }
    await pdfy;
    // On the main thread the 12 renderings held the loop the whole time: one /status got through, after them.
    // A count, not a time: how fast each answer came depends on what else the machine runs (CI runs this stage
    // beside the browser tests), while a held loop lets no answer through at all.
    expect(odpowiedzi, 'status answers while the PDFs were made').toBeGreaterThanOrEqual(12);
  });

  it('renders a public document once per content and serves it again from the cache', async () => {
    const sciezka = `/fk/gmina/dajDochodyBudzetu/pdf?rok=${ROK}`;
    const przed = pdfRenderCount();
    const [a, b, c] = await Promise.all([pobierz(sciezka), pobierz(sciezka), pobierz(sciezka)]);
    expect(pdfRenderCount() - przed).toBe(1);
    expect(b.equals(a)).toBe(true);
    expect(c.equals(a)).toBe(true);
    expect((await pobierz(sciezka)).equals(a)).toBe(true);
    expect(pdfRenderCount() - przed).toBe(1);
    // another content is another document: the cache is keyed by what the document shows
    await api.db.query(
      `UPDATE budzet_dochody SET nazwa_pozycji = 'Pozycja zmieniona w teście'
        WHERE rok = $1 AND (rozdzial, paragraf) = (SELECT rozdzial, paragraf FROM budzet_dochody WHERE rok = $1 LIMIT 1)`,
      [ROK],
    );
    const d = await pobierz(sciezka);
    expect(pdfRenderCount() - przed).toBe(2);
    expect((await pdfText(d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength))).text).toContain(
      'Pozycja zmieniona w teście',
    );
  });

  it("never caches the voter's document (personal data): each request renders it anew", async () => {
    const przed = pdfRenderCount();
    await pobierz(obwod());
    await pobierz(obwod());
    expect(pdfRenderCount() - przed).toBe(2);
  });
});
