import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, ADMIN_TOKEN, getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterEach(async () => {
  await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: false });
  await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
});
afterAll(() => api?.db.close());

const PRZERWA = { kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' };
const DOCHODY = '/fk/gmina/dajDochodyBudzetu?rok=2024';
const WYDATKI = '/fk/gmina/dajWydatkiBudzetu?rok=2024';
const LATA = '/fk/gmina/dajLataBudzetowe';

describe('admin token', () => {
  it.each([
    ['no header', null],
    ['a wrong token', 'zly-token'],
  ])('refuses %s with a JSON 401', async (_, token) => {
    const res = await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: true }, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ kod: 401, opis: expect.any(String) });
    expect((await getJson(api.app, '/status')).body).toEqual({ czyPrzerwaTechniczna: false });
  });

  it('refuses a malformed body with a JSON 400', async () => {
    const bad = await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: 'tak' });
    expect(bad.status).toBe(400);
    const ids = await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [1.5] });
    expect(ids.status).toBe(400);
    const notJson = await api.app.request('/admin/przerwa-techniczna', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ kod: 400 });
  });
});

describe('whole-site technical break (spec 01 §8: HTTP 503 → break page)', () => {
  it('turns on at once: status and flags say so, data calls answer 503 JSON', async () => {
    const on = await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ czyPrzerwaTechniczna: true, przerwaTechnicznaUslugi: [] });

    expect((await getJson(api.app, '/status')).body).toEqual({ czyPrzerwaTechniczna: true });
    const konf = await getJson<{ czyPrzerwaTechniczna: boolean }>(api.app, '/konfiguracja');
    expect(konf.status).toBe(200);
    expect(konf.body.czyPrzerwaTechniczna).toBe(true);

    for (const path of [
      DOCHODY,
      WYDATKI,
      LATA,
      '/pi/menuBoczne',
      '/pi/kontakt',
      '/lista-uslug',
      `${DOCHODY.replace('?', '/pdf?')}`,
    ]) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual(PRZERWA);
    }
  });

  it('turns off again', async () => {
    await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: true });
    const off = await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: false });
    expect(off.status).toBe(200);
    expect((await getJson(api.app, '/status')).body).toEqual({ czyPrzerwaTechniczna: false });
    expect((await api.app.request(DOCHODY)).status).toBe(200);
  });

  it('does not stop the visit counter from being read after the break', async () => {
    await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: true });
    expect((await api.app.request('/pi/licznik-odwiedzin')).status).toBe(503);
    await adminPost(api.app, '/admin/przerwa-techniczna', { czyPrzerwaTechniczna: false });
    expect((await api.app.request('/pi/licznik-odwiedzin')).status).toBe(200);
  });
});

describe('per-service technical break', () => {
  it('blocks only the calls of service 1', async () => {
    const res = await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [1] });
    expect(await res.json()).toEqual({ czyPrzerwaTechniczna: false, przerwaTechnicznaUslugi: [1] });
    expect((await getJson(api.app, '/konfiguracja')).body).toMatchObject({ przerwaTechnicznaUslugi: [1] });

    const dochody = await api.app.request(DOCHODY);
    expect(dochody.status).toBe(503);
    expect(await dochody.json()).toEqual(PRZERWA);
    expect((await api.app.request(DOCHODY.replace('?', '/pdf?'))).status).toBe(503);
    expect((await api.app.request(WYDATKI)).status).toBe(200);
    // The years serve both services: still available while one of them works.
    expect((await api.app.request(LATA)).status).toBe(200);
    expect((await getJson(api.app, '/status')).body).toEqual({ czyPrzerwaTechniczna: false });
  });

  it('blocks the years only when both budget services are off', async () => {
    await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [2, 1, 2] });
    const { body } = await getJson<{ przerwaTechnicznaUslugi: number[] }>(api.app, '/konfiguracja');
    expect(body.przerwaTechnicznaUslugi).toEqual([1, 2]);
    expect((await api.app.request(LATA)).status).toBe(503);
    expect((await api.app.request(WYDATKI)).status).toBe(503);
  });
});

describe('mounted under /api on the portal origin', () => {
  it('keeps the maintenance rules and JSON errors', async () => {
    const portal = new Hono();
    portal.route('/api', api.app);
    portal.get('*', (c) => c.html('<!doctype html><title>portal</title>'));

    expect((await portal.request(DOCHODY.replace('/fk', '/api/fk'))).status).toBe(200);
    await adminPost(portal, '/api/admin/przerwa-techniczna-uslugi', { uslugi: [2] });
    expect((await portal.request(WYDATKI.replace('/fk', '/api/fk'))).status).toBe(503);
    expect((await portal.request(DOCHODY.replace('/fk', '/api/fk'))).status).toBe(200);

    await adminPost(portal, '/api/admin/przerwa-techniczna', { czyPrzerwaTechniczna: true });
    expect((await getJson(portal, '/api/status')).body).toEqual({ czyPrzerwaTechniczna: true });
    expect((await portal.request('/api/lista-uslug')).status).toBe(503);
    // Portal pages are not API calls: the break page itself must still load.
    expect((await portal.request('/przerwa-techniczna')).status).toBe(200);

    await adminPost(portal, '/api/admin/przerwa-techniczna', { czyPrzerwaTechniczna: false });
    const missing = await getJson(portal, '/api/fk/gmina/dajDochodyBudzetu?rok=1');
    expect(missing).toEqual({ status: 400, body: { kod: 400, opis: 'Niepoprawny parametr rok' } });
  });
});
