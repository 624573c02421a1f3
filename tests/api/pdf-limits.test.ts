/**
 * PDFs in flight per caller (issue 23 §4 item 1): one account may have two documents in the pool at once, a
 * third is 429 with Retry-After while another account's document still renders; an anonymous caller is counted
 * by its address. A request the client abandons takes its job out of the pool. The pool has one thread here and
 * a large document holds it, so the requests' jobs wait in its queue, where the test watches them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderTablePdf, pdfPoolState, type TablePdf } from '../../server/pdf.ts';
import { openTestApi, type TestApi } from './helpers.ts';
import { PORTAL, SEKRET, zaloguj } from './konto-helpers.ts';

// one thread, read when the pool starts (vi.hoisted runs before the imports)
vi.hoisted(() => {
  process.env['GMINA_PDF_WATKI'] = '1';
});

let api: TestApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  // the limits as a real office has them (the other suites scale them up)
  api = await openTestApi({ portalUrl: PORTAL, tokenSecret: SEKRET, limity: { skala: 1 } });
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
  // the pool's thread is up, so the next document goes straight to it
  await renderTablePdf(
    { title: 'Rozgrzewka', autor: 'Urząd Gminy', columns: [{ header: 'a' }], rows: [['1']] },
    { osobisty: true },
  );
});
afterAll(() => api?.db.close());

const ROK = new Date().getFullYear();

/** A document that keeps the one thread busy for a while (rendered outside any request: no cap). */
const zator = () => {
  const doc: TablePdf = {
    title: 'Zator',
    autor: 'Urząd Gminy',
    columns: [{ header: 'Lp.' }, { header: 'Treść' }],
    // long enough that the requests of a test reach the queue behind it on a loaded machine too
    rows: Array.from({ length: 10000 }, (_, i) => [String(i + 1), `wiersz ${i + 1}`]),
  };
  return renderTablePdf(doc, { osobisty: true });
};

/** An assessment PDF of the person's own subject. */
const wymiar = (token: string, pesel: string, signal?: AbortSignal) =>
  api.app.request(`/podatkiGminne/dajWymiarPodatku/pdf?pesel=${pesel}&lataPodatkowe=${ROK - 1}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
const JAN = '85010112352';
const ANNA = '78031545683';

/** A public document asked for from a client address, as @hono/node-server hands the request over. */
const budzet = (rodzaj: 'Dochody' | 'Wydatki', rok: number, adres: string, signal?: AbortSignal) =>
  api.app.request(`/fk/gmina/daj${rodzaj}Budzetu/pdf?rok=${rok}`, signal ? { signal } : {}, {
    incoming: { socket: { remoteAddress: adres } },
  });

const wKolejce = (n: number) => vi.waitFor(() => expect(pdfPoolState().kolejka).toBe(n), { timeout: 5000 });

async function odmowa(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ kod: 429, opis: expect.stringMatching(/^Zbyt wiele żądań/) });
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
}

describe('PDFs in flight per account', () => {
  it("a third PDF of one account is 429 while another account's PDF still renders", async () => {
    const trwa = zator();
    const [j1, j2] = [wymiar(jan, JAN), wymiar(jan, JAN)];
    await wKolejce(2);
    await odmowa(await wymiar(jan, JAN));
    const a1 = wymiar(anna, ANNA);
    await wKolejce(3);
    await trwa;
    for (const r of await Promise.all([j1, j2, a1])) {
      expect(r.status).toBe(200);
      expect(r.headers.get('Content-Type')).toBe('application/pdf');
    }
    // the documents are done: the account may ask again
    expect((await wymiar(jan, JAN)).status).toBe(200);
  });

  it("an abandoned request's job leaves the pool's queue and frees its place", async () => {
    const trwa = zator();
    const porzucony = new AbortController();
    const j1 = wymiar(jan, JAN, porzucony.signal);
    const j2 = wymiar(jan, JAN);
    await wKolejce(2);
    const przerwane = pdfPoolState().przerwane;
    porzucony.abort();
    await wKolejce(1);
    expect(pdfPoolState().przerwane).toBe(przerwane + 1);
    // its place is free again: another PDF of the account waits in the queue instead of a 429
    const j3 = wymiar(jan, JAN);
    await wKolejce(2);
    await trwa;
    expect((await j1).status).not.toBe(200);
    expect((await j2).status).toBe(200);
    expect((await j3).status).toBe(200);
  });
});

describe('anonymous PDFs per client address', () => {
  it('a third public document of one address is 429, another address goes on', async () => {
    const trwa = zator();
    const [d1, d2] = [budzet('Dochody', ROK - 1, '10.9.0.1'), budzet('Wydatki', ROK - 1, '10.9.0.1')];
    await wKolejce(2);
    await odmowa(await budzet('Dochody', ROK - 2, '10.9.0.1'));
    const inny = budzet('Dochody', ROK - 2, '10.9.0.2');
    await wKolejce(3);
    await trwa;
    for (const r of await Promise.all([d1, d2, inny])) expect(r.status).toBe(200);
  });

  it('a public document two clients wait for is cancelled only when both have gone', async () => {
    const trwa = zator();
    const [k1, k2] = [new AbortController(), new AbortController()];
    const d1 = budzet('Wydatki', ROK - 2, '10.9.1.1', k1.signal);
    const d2 = budzet('Wydatki', ROK - 2, '10.9.1.2', k2.signal);
    await wKolejce(1);
    // both requests wait for the one rendering (on a loaded machine the second may still be on its way)
    await vi.waitFor(() => expect(pdfPoolState().czekajace).toBe(2), { timeout: 5000 });
    const przerwane = pdfPoolState().przerwane;
    k1.abort();
    // its going is counted: the other still waits, and the rendering goes on
    await vi.waitFor(() => expect(pdfPoolState().czekajace).toBe(1), { timeout: 5000 });
    expect(pdfPoolState()).toMatchObject({ kolejka: 1, przerwane });
    k2.abort();
    await wKolejce(0);
    expect(pdfPoolState().przerwane).toBe(przerwane + 1);
    await trwa;
    for (const r of await Promise.all([d1, d2])) expect(r.status).not.toBe(200);
    // asked again later, it is rendered anew
    expect((await budzet('Wydatki', ROK - 2, '10.9.1.1')).status).toBe(200);
  });
});
