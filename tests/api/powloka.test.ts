import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { konfiguracjaSchema, statusSchema } from '../../src/core/api/konfiguracja.ts';
import {
  kontaktSchema,
  licznikSchema,
  listaUslugSchema,
  menuBoczneSchema,
} from '../../src/core/api/powloka.ts';
import { uslugi } from '../../src/registry/uslugi.ts';
import { getJson, openTestApi, ORIGIN, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  // both payment providers configured (their flags follow the configuration, tests/api/dostawcy.test.ts)
  api = await openTestApi({
    dostawcy: {
      p24: { url: 'http://127.0.0.1:9/p24', merchantId: 1, posId: 1, crc: 'c', apiKey: 'k' },
      kir: { url: 'http://127.0.0.1:9/kir', idClient: 'GMINA', haslo: 'h' },
    },
  });
});
afterAll(() => api?.db.close());

describe('GET /konfiguracja (spec 01 §3 server flags)', () => {
  it('matches the shared schema and carries the demo values', async () => {
    const { status, body } = await getJson(api.app, '/konfiguracja');
    expect(status).toBe(200);
    const flags = z.parse(konfiguracjaSchema, body);
    expect(flags).toMatchObject({
      czyKir: true,
      prowizjaKir: '0,30 zł',
      czyP24: true,
      prowizjaP24: '1,2%',
      czyCaptcha: false,
      czyInternacjonalizacja: true,
      czy2Fa: true,
      czyPrzerwaTechniczna: false,
      przerwaTechnicznaUslugi: [],
      rokZbudowaniaBackendu: new Date().getFullYear(),
    });
    expect(flags.adnotacjaStanLicznika).toMatch(/metrach sześciennych/);
  });

  it('reflects a flag changed in the ustawienia table', async () => {
    await api.db.query("UPDATE ustawienia SET wartosc = 'true' WHERE klucz = 'czyCaptcha'");
    const { body } = await getJson<{ czyCaptcha: boolean }>(api.app, '/konfiguracja');
    expect(body.czyCaptcha).toBe(true);
    await api.db.query("UPDATE ustawienia SET wartosc = 'false' WHERE klucz = 'czyCaptcha'");
  });
});

describe('GET /status', () => {
  it('reports no break by default', async () => {
    const { status, body } = await getJson(api.app, '/status');
    expect(status).toBe(200);
    expect(z.parse(statusSchema, body)).toEqual({ czyPrzerwaTechniczna: false });
  });
});

describe('GET /pi/menuBoczne and /pi/kontakt', () => {
  it('gives the side menu with every item kind and the office contact', async () => {
    const { status, body } = await getJson(api.app, '/pi/menuBoczne');
    expect(status).toBe(200);
    const menu = z.parse(menuBoczneSchema, body);
    const items = menu.menuBoczneElementy;
    expect(items.map((i) => i.pozycja)).toEqual([...items.map((i) => i.pozycja)].sort((a, b) => a - b));
    expect(items.filter((i) => i.typ === 'STRONA_WBUDOWANA').map((i) => i.link)).toEqual(
      expect.arrayContaining(['/', '/procedury', '/informacje', '/lista-uslug', '/statusy-i-rejestry']),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ typ: 'STRONA_WLASNA', link: 'deklaracja-dostepnosci' }),
    );
    const link = items.find((i) => i.typ === 'LINK');
    expect(link?.czyOtwieracWNowejKarcie).toBe(true);
    expect(link?.link).toMatch(/^https:\/\/[a-z.]+\.example\.pl/);
    expect(items.some((i) => !i.czyWidoczny)).toBe(true);
    expect(menu.kontakt?.nazwaUrzedu).toBe('Urząd Gminy Zielona Dolina');
  });

  it('gives the same contact on its own', async () => {
    const { status, body } = await getJson(api.app, '/pi/kontakt');
    expect(status).toBe(200);
    const kontakt = z.parse(kontaktSchema, body);
    const { body: menu } = await getJson<{ kontakt: unknown }>(api.app, '/pi/menuBoczne');
    expect(kontakt).toEqual(menu.kontakt);
    expect(kontakt).toMatchObject({ adres: 'ul. Lipowa 12', kodPocztowy: '12-345 Zielona Dolina' });
    expect(kontakt.stronaUrl).not.toMatch(/^https?:/);
    expect(kontakt.email).toMatch(/@[a-z.]*example\.pl$/);
    expect(kontakt.googleMapsUrl).toMatch(/^https:\/\//);
  });
});

describe('stored data the office broke', () => {
  it('answers contact with all fields null when none is stored', async () => {
    const { rows } = await api.db.query<{ wartosc: unknown }>(
      "SELECT wartosc FROM ustawienia WHERE klucz = 'kontakt'",
    );
    await api.db.query("DELETE FROM ustawienia WHERE klucz = 'kontakt'");
    try {
      const { status, body } = await getJson<Record<string, unknown>>(api.app, '/pi/kontakt');
      expect(status).toBe(200);
      expect(Object.values(z.parse(kontaktSchema, body)).every((v) => v === null)).toBe(true);
      expect((await getJson<{ kontakt: unknown }>(api.app, '/pi/menuBoczne')).body.kontakt).toBeNull();
    } finally {
      await api.db.query("INSERT INTO ustawienia (klucz, wartosc) VALUES ('kontakt', $1::text::jsonb)", [
        JSON.stringify(rows[0]?.wartosc),
      ]);
    }
  });

  it('answers an unexpected failure with a JSON 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await api.db.query(`UPDATE ustawienia SET wartosc = '"tak"' WHERE klucz = 'czyKir'`);
    try {
      const { status, body } = await getJson(api.app, '/konfiguracja');
      expect(status).toBe(500);
      expect(body).toEqual({ kod: 500, opis: expect.any(String) });
      expect(log).toHaveBeenCalled();
    } finally {
      await api.db.query(`UPDATE ustawienia SET wartosc = 'true' WHERE klucz = 'czyKir'`);
      log.mockRestore();
    }
  });
});

describe('GET /pi/licznik-odwiedzin', () => {
  it('counts one visit per call', async () => {
    const a = z.parse(licznikSchema, (await getJson(api.app, '/pi/licznik-odwiedzin')).body);
    const b = z.parse(licznikSchema, (await getJson(api.app, '/pi/licznik-odwiedzin')).body);
    expect(a.czyWlaczony).toBe(true);
    expect(b.wartoscLicznika).toBe(a.wartoscLicznika + 1);
  });

  it('a later page of the same browser session reads the counter without counting (issue 12 item 9)', async () => {
    const a = z.parse(licznikSchema, (await getJson(api.app, '/pi/licznik-odwiedzin')).body);
    const b = z.parse(licznikSchema, (await getJson(api.app, '/pi/licznik-odwiedzin?nowaWizyta=false')).body);
    expect(b).toEqual(a);
    const bad = await getJson(api.app, '/pi/licznik-odwiedzin?nowaWizyta=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ opis: expect.any(String) });
    const c = z.parse(licznikSchema, (await getJson(api.app, '/pi/licznik-odwiedzin')).body);
    expect(c.wartoscLicznika).toBe(a.wartoscLicznika + 1);
  });
});

describe('GET /lista-uslug', () => {
  it('lists every registry service once, grouped in registry order', async () => {
    const { status, body } = await getJson(api.app, '/lista-uslug');
    expect(status).toBe(200);
    const grupy = z.parse(listaUslugSchema, body);
    const ids = grupy.flatMap((g) => g.uslugi.map((u) => u.uslugaId));
    expect(ids.sort((a, b) => a - b)).toEqual(uslugi.map((u) => u.id).sort((a, b) => a - b));
    expect(Math.min(...ids)).toBe(1);
    // the spec's services end at 40; 50 (everything owed) is the one beyond them
    expect(Math.max(...ids.filter((id) => id !== 50))).toBe(40);
    expect(ids).toContain(50);
    expect(grupy.map((g) => g.nazwa)).toEqual([...new Set(uslugi.map((u) => u.grupa))]);
    const wszystkie = grupy.flatMap((g) => g.uslugi);
    expect(wszystkie.find((u) => u.uslugaId === 1)).toEqual({
      uslugaId: 1,
      nazwa: 'Dochody budżetu',
      czyChroniona: false,
      czyWymaganaInstytucja: false,
      czyWymaganaOsobaFizyczna: false,
    });
    expect(wszystkie.find((u) => u.uslugaId === 33)?.czyWymaganaInstytucja).toBe(true);
    expect(wszystkie.find((u) => u.uslugaId === 27)?.czyWymaganaOsobaFizyczna).toBe(true);
  });
});

describe('CORS and unknown paths', () => {
  it('allows the configured origin and exposes Content-Disposition', async () => {
    const res = await api.app.request('/status', { headers: { Origin: ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Disposition/i);
  });

  it('gives no CORS header to another origin', async () => {
    const res = await api.app.request('/status', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with the allowed headers', async () => {
    const res = await api.app.request('/admin/przerwa-techniczna', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const { status, body } = await getJson(api.app, '/nie-ma-takiej-sciezki');
    expect(status).toBe(404);
    expect(body).toEqual({ kod: 404, opis: expect.any(String) });
  });
});
