import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { rejestrySchema, statusySprawSchema } from '../../src/core/api/rejestry.ts';
import { kontaktSchema } from '../../src/core/api/powloka.ts';
import { getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

describe('GET /pi/statusySpraw', () => {
  it('lists the case statuses of organisation 280, newest first', async () => {
    const { status, body } = await getJson(api.app, '/pi/statusySpraw?idOrganizacji=280');
    expect(status).toBe(200);
    const { statusySpraw } = z.parse(statusySprawSchema, body);
    expect(statusySpraw.length).toBeGreaterThan(30);
    const daty = statusySpraw.map((s) => s.dataZlozenia);
    expect(daty).toEqual([...daty].sort().reverse());
    for (const s of statusySpraw) {
      expect(s.numerSprawy).toMatch(/^[A-ZŚ]+\.\d{4}\.\d+\.\d{4}$/);
      expect(s.dataZlozenia).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.status.length).toBeGreaterThan(3);
      expect(s.komorka).toMatch(/^(Referat|Urząd)/);
    }
    expect(new Set(statusySpraw.map((s) => s.numerSprawy)).size).toBe(statusySpraw.length);
  });

  it('answers an organisation with nothing published with an empty list', async () => {
    expect(await getJson(api.app, '/pi/statusySpraw?idOrganizacji=281')).toEqual({
      status: 200,
      body: { statusySpraw: [] },
    });
  });
});

describe('GET /pi/rejestry', () => {
  it('lists the registers of organisation 280 with their entries', async () => {
    const { status, body } = await getJson(api.app, '/pi/rejestry?idOrganizacji=280');
    expect(status).toBe(200);
    const { rejestry } = z.parse(rejestrySchema, body);
    expect(rejestry.map((r) => r.nazwa)).toEqual([
      'Rejestr zezwoleń na sprzedaż napojów alkoholowych',
      'Rejestr działalności regulowanej w zakresie odbierania odpadów komunalnych',
      'Rejestr instytucji kultury',
    ]);
    expect(rejestry[0]!.wpisy.length).toBeGreaterThan(5);
    for (const r of rejestry) for (const w of r.wpisy) expect(w.dataWpisu).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await getJson(api.app, '/pi/rejestry?idOrganizacji=281')).toEqual({
      status: 200,
      body: { rejestry: [] },
    });
  });
});

describe('organisation id checks (both calls)', () => {
  it.each(['/pi/statusySpraw', '/pi/rejestry'])('%s: unknown → 404, malformed → 400 JSON', async (p) => {
    expect(await getJson(api.app, `${p}?idOrganizacji=999`)).toEqual({
      status: 404,
      body: { kod: 404, opis: 'Nie znaleziono organizacji o podanym identyfikatorze' },
    });
    for (const bad of ['abc', '0', '-1', '28.0', '', '1e3', '12345678901'])
      expect(await getJson(api.app, `${p}?idOrganizacji=${bad}`)).toEqual({
        status: 400,
        body: { kod: 400, opis: 'Niepoprawny parametr idOrganizacji' },
      });
    expect((await getJson(api.app, p)).status).toBe(400);
  });
});

describe('GET /pi/kontakt (used by <gmina-kontakt>)', () => {
  it('answers the office contact in the shared schema, with a map address', async () => {
    const { body } = await getJson(api.app, '/pi/kontakt');
    const k = z.parse(kontaktSchema, body);
    expect(k.nazwaUrzedu).toBe('Urząd Gminy Zielona Dolina');
    expect(k.googleMapsUrl).toMatch(/^https:\/\//);
  });
});
