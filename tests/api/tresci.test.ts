import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  kafelkiSchema,
  mapaStronySchema,
  przegladarkaSchema,
  stronaWlasnaSchema,
  type WezelMapy,
} from '../../src/core/api/portal.ts';
import { uslugi as registry } from '../../src/registry/uslugi.ts';
import { getJson, openTestApi, pdfText, type TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(async () => {
  await t.db.close();
});

describe('portal content', () => {
  it('serves the home tiles in order, in the contract shape', async () => {
    const { status, body } = await getJson(t.app, '/pi/kafelki');
    expect(status).toBe(200);
    const { kafelki } = z.parse(kafelkiSchema, body);
    expect(kafelki.length).toBeGreaterThanOrEqual(6);
    expect(kafelki[0]).toMatchObject({ nazwa: 'Lista usług', link: '/lista-uslug', typ: 'STRONA_WBUDOWANA' });
    expect(kafelki.map((k) => k.typ)).toEqual(expect.arrayContaining(['STRONA_WLASNA', 'LINK']));
  });

  it('serves both browser trees with folders, pages and files; an unknown section is a JSON 404', async () => {
    for (const sekcja of ['informacje', 'procedury']) {
      const { status, body } = await getJson(t.app, `/pi/przegladarka/${sekcja}`);
      expect(status).toBe(200);
      const w = z.parse(przegladarkaSchema, body);
      expect(w.katalogi.length).toBeGreaterThan(0);
      expect(w.katalogi.flatMap((k) => k.pliki).length).toBeGreaterThan(0);
    }
    const nested = z.parse(przegladarkaSchema, (await getJson(t.app, '/pi/przegladarka/informacje')).body);
    expect(nested.katalogi[0]?.katalogi[0]?.nazwa).toBe('Archiwum 2025');
    const missing = await getJson<{ kod: number }>(t.app, '/pi/przegladarka/ustawy');
    expect(missing).toEqual({ status: 404, body: expect.objectContaining({ kod: 404 }) });
  });

  it('serves a custom page by nazwaPliku; bad names are 400 and unknown ones 404', async () => {
    const ok = await getJson(t.app, '/pi/stronaWlasna?nazwaPliku=deklaracja-dostepnosci');
    expect(ok.status).toBe(200);
    const strona = z.parse(stronaWlasnaSchema, ok.body);
    expect(strona.tytul).toBe('Deklaracja dostępności');
    expect(strona.html).toContain('<h2>');
    for (const bad of ['', '../etc/passwd', 'A B', 'x'.repeat(101)])
      expect((await getJson(t.app, `/pi/stronaWlasna?nazwaPliku=${encodeURIComponent(bad)}`)).status).toBe(
        400,
      );
    expect((await getJson(t.app, '/pi/stronaWlasna?nazwaPliku=nie-ma-takiej')).status).toBe(404);
  });

  it('builds the site map from the visible menu, with the services under the services list', async () => {
    const { body } = await getJson(t.app, '/pi/mapaStrony');
    const { mapaStrony } = z.parse(mapaStronySchema, body);
    const names = mapaStrony.map((n) => n.nazwa);
    expect(names).toContain('Strona główna');
    expect(names).not.toContain('Harmonogram odbioru odpadów'); // hidden menu item
    const deklaracja = mapaStrony.find((n) => n.nazwa === 'Deklaracja dostępności');
    expect(deklaracja).toMatchObject({
      link: '/strona-wlasna',
      state: { nazwaPliku: 'deklaracja-dostepnosci' },
    });
    const uslugi = mapaStrony.find((n) => n.link === '/lista-uslug') as WezelMapy;
    const all = uslugi.dzieci.flatMap((g) => g.dzieci.map((d) => d.link));
    expect(all).toContain('/uslugi/budzet-dochody');
    expect(all.length).toBe(registry.length);
  });

  it('serves the files the browsers list as PDFs, and nothing else', async () => {
    const res = await t.app.request('/pi/pliki/uchwala-stawki-2026.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Uchwała w sprawie stawek podatku od nieruchomości na 2026 r.');
    expect(text).toContain('Podatki i opłaty lokalne');
    expect((await t.app.request('/pi/pliki/nie-ma.pdf')).status).toBe(404);
    expect((await t.app.request('/pi/pliki/..%2Fsecret.pdf')).status).toBe(400);
  });
});
