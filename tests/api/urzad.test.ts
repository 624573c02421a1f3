/**
 * The office's identity (server/urzad.ts, issue 23 §2): documents and e-mails take the gmina's name from the
 * setting `urzad`, set by POST /admin/urzad; a server over a database without the demo data names a bare
 * "Urząd Gminy" until then. The demo's database carries its gmina's name from the seed.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budzetPaths } from '../../src/core/api/budzet.ts';
import { createApiApp } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db.ts';
import { seedDemoData } from '../../demo/seed/index.ts';
import { odbiorcaKir, urzadZUstawien } from '../../server/urzad.ts';
import { ADMIN_TOKEN, adminPost, ORIGIN, openTestApi, pdfText, type TestApi } from './helpers.ts';

const ROK = 2025;
const NOWA_WIES = { nazwaGminy: 'Nowa Wieś', nazwaGminyMiejscownik: 'Nowej Wsi' };

/** The budget PDF's text and its author (the document's metadata). */
async function budzetPdf(app: Hono): Promise<{ text: string; autor: unknown }> {
  const res = await app.request(`${budzetPaths.dochody}/pdf?rok=${ROK}`);
  expect(res.status).toBe(200);
  const data = await res.arrayBuffer();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data.slice(0)) }).promise;
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { text: (await pdfText(data)).text, autor: (info as { Author?: unknown }).Author };
}

const adminGet = (app: Hono) =>
  app.request('/admin/urzad', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

describe('the office names in texts (urzadZUstawien)', () => {
  it('puts the name after the words, and the locative after "w"', () => {
    const u = urzadZUstawien(NOWA_WIES);
    expect(u.urzad).toBe('Urząd Gminy Nowa Wieś');
    expect(u.nazwana('Wójta Gminy')).toBe('Wójta Gminy Nowa Wieś');
    expect(u.wGminie('Zakład Gospodarki Komunalnej')).toBe('Zakład Gospodarki Komunalnej w Nowej Wsi');
    expect(odbiorcaKir(u)).toBe('Urząd Gminy Nowa Wieś^^Nowa Wieś^^PL');
  });

  it('says the bare words while the name is not set', () => {
    const u = urzadZUstawien(null);
    expect(u.urzad).toBe('Urząd Gminy');
    expect(u.nazwana('Urzędu Gminy')).toBe('Urzędu Gminy');
    expect(u.wGminie('Zakład Gospodarki Komunalnej')).toBe('Zakład Gospodarki Komunalnej');
    expect(odbiorcaKir(u)).toBe('Urząd Gminy^^^^PL');
  });
});

describe('a server over a database without the demo data', () => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await openDatabase();
    app = createApiApp({ db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN, demo: false });
  });
  afterAll(() => db?.close());

  it('has no office name and renders its PDFs with a neutral "Urząd Gminy"', async () => {
    expect(await (await adminGet(app)).json()).toEqual({ urzad: null });
    const { text, autor } = await budzetPdf(app);
    expect(text).toContain(`Dochody budżetu gminy – rok ${ROK}`);
    expect(text).toContain('Urząd Gminy · kwoty w złotych (PLN)');
    expect(autor).toBe('Urząd Gminy');
    expect(text).not.toMatch(/Zielon/);
  });

  it('publishes none of the demo office’s documents', async () => {
    expect((await app.request('/pi/dokumenty/tabela-oplat-urzedowych.pdf')).status).toBe(404);
  });

  it('refuses a bad name with a JSON 400 and keeps what it had', async () => {
    for (const body of [
      {},
      { nazwaGminy: 'Nowa Wieś' },
      { ...NOWA_WIES, nazwaGminy: '   ' },
      { ...NOWA_WIES, nazwaGminy: 'x'.repeat(101) },
      { ...NOWA_WIES, nazwaGminy: 'Nowa^^Wieś' },
      { ...NOWA_WIES, nazwaGminyMiejscownik: 7 },
      // the office's NIP: ten digits with a valid check digit
      { ...NOWA_WIES, nip: '123-456-32-18' },
      { ...NOWA_WIES, nip: '1234563219' },
      { ...NOWA_WIES, wojewodztwo: 'mazowieckie' },
    ]) {
      const res = await adminPost(app, '/admin/urzad', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ kod: 400, opis: 'Niepoprawne dane żądania' });
    }
    expect((await adminPost(app, '/admin/urzad', NOWA_WIES, null)).status).toBe(401);
    expect((await adminGet(app)).status).toBe(200);
    expect(await (await adminGet(app)).json()).toEqual({ urzad: null });
  });

  it('names the office set by the admin call in its PDFs at once', async () => {
    const res = await adminPost(app, '/admin/urzad', {
      nazwaGminy: ' Nowa Wieś ',
      nazwaGminyMiejscownik: 'Nowej Wsi',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ urzad: NOWA_WIES });
    const { text, autor } = await budzetPdf(app);
    expect(text).toContain(`Dochody budżetu gminy Nowa Wieś – rok ${ROK}`);
    expect(text).toContain('Urząd Gminy Nowa Wieś · kwoty w złotych (PLN)');
    expect(autor).toBe('Urząd Gminy Nowa Wieś');
  });
});

describe('the office’s NIP', () => {
  it('is stored with the name when given (the payment code’s recipient) and may be left out', async () => {
    const { app, db } = await openTestApi();
    try {
      const z = { ...NOWA_WIES, nip: '1234563218' };
      expect(await (await adminPost(app, '/admin/urzad', z)).json()).toEqual({ urzad: z });
      expect(await (await adminPost(app, '/admin/urzad', NOWA_WIES)).json()).toEqual({ urzad: NOWA_WIES });
    } finally {
      await db.close();
    }
  });
});

describe('the demo database', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  });
  afterAll(() => api?.db.close());

  it('carries its gmina’s name from the seed, and the seed never overwrites a name the office set', async () => {
    expect(await (await adminGet(api.app)).json()).toEqual({
      urzad: { nazwaGminy: 'Zielona Dolina', nazwaGminyMiejscownik: 'Zielonej Dolinie', nip: '1234563218' },
    });
    expect((await budzetPdf(api.app)).autor).toBe('Urząd Gminy Zielona Dolina');
    expect((await adminPost(api.app, '/admin/urzad', NOWA_WIES)).status).toBe(200);
    // what every opening of the demo database runs
    await seedDemoData(api.db);
    expect(await (await adminGet(api.app)).json()).toEqual({ urzad: NOWA_WIES });
    expect((await budzetPdf(api.app)).text).toContain(`Dochody budżetu gminy Nowa Wieś – rok ${ROK}`);
  });
});
