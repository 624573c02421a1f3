import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { datyWyborowSchema, obwodWyborcySchema } from '../../src/core/api/wybory.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidPesel } from '../../src/core/rules/fields.ts';
import {
  demoPesele,
  generujWyborcow,
  PESEL_SPOZA_SPISU,
  wyboryDemo,
} from '../../demo/seed/wybory-rejestry.ts';
import { adminPost, getJson, openTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let daty: string[];
beforeAll(async () => {
  api = await openTestApi();
  daty = z
    .parse(datyWyborowSchema, (await getJson(api.app, '/el/dajAktualneDatyWyborow')).body)
    .datyWyborow.map((d) => d.dataWyborow);
});
afterAll(() => api?.db.close());

const obwod = (pesel: string, data: string) =>
  getJson<Record<string, unknown>>(api.app, `/el/dajObwodWyborcy?pesel=${pesel}&dataWyborow=${data}`);

describe('GET /el/dajAktualneDatyWyborow', () => {
  it('lists the current elections ascending as yyyy-MM-dd, leaving out the one already held', () => {
    const wszystkie = wyboryDemo().map((w) => w.dataWyborow);
    expect(daty).toHaveLength(3);
    expect(daty).toEqual([...daty].sort());
    for (const d of daty) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const przeszle = wszystkie.filter((d) => !daty.includes(d));
    expect(przeszle).toHaveLength(1);
    expect(przeszle[0]! < daty[0]!).toBe(true);
  });
});

describe('the demo voter register', () => {
  it('has only PESELs with a valid check digit and birth date, none twice', () => {
    const wyborcy = generujWyborcow();
    expect(wyborcy.length).toBeGreaterThanOrEqual(500);
    expect(wyborcy.every((w) => isValidPesel(w.pesel))).toBe(true);
    expect(new Set(wyborcy.map((w) => w.pesel)).size).toBe(wyborcy.length);
    expect(demoPesele.every((p) => isValidPesel(p.pesel))).toBe(true);
    expect(isValidPesel(PESEL_SPOZA_SPISU)).toBe(true);
  });

  it('is what the README offers people to try', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    for (const p of demoPesele) expect(readme).toContain(`\`${p.pesel}\` (precinct ${p.obwod}`);
    expect(readme).toContain(`\`${PESEL_SPOZA_SPISU}\` is a valid PESEL that is not on`);
  });
});

describe('GET /el/dajObwodWyborcy', () => {
  it('answers a demo voter with precinct, district, number on the list and polling address', async () => {
    const { status, body } = await obwod('44051401359', daty[0]!);
    expect(status).toBe(200);
    const w = z.parse(obwodWyborcySchema, body);
    expect(w.pesel).toBe('44051401359');
    expect(w.obwod).toBe(1);
    expect(w.okreg).toBe(1);
    expect(w.nrNaLiscie).toBeGreaterThan(0);
    expect(w.adresWyborcy).toBe(
      'Szkoła Podstawowa nr 1 im. Marii Konopnickiej, ul. Szkolna 5, 12-345 Zielona Dolina',
    );
    expect(Object.keys(body).sort()).toEqual(['adresWyborcy', 'nrNaLiscie', 'obwod', 'okreg', 'pesel']);
  });

  it('answers every demo PESEL of the README for every current election', async () => {
    for (const d of daty)
      for (const p of demoPesele) {
        const { status, body } = await obwod(p.pesel, d);
        expect(status, `${p.pesel} ${d}`).toBe(200);
        expect(body['obwod']).toBe(p.obwod);
      }
  });

  it('gives 404 JSON for a valid PESEL not on the register', async () => {
    expect(await obwod(PESEL_SPOZA_SPISU, daty[0]!)).toEqual({
      status: 404,
      body: { kod: 404, opis: 'Osoby o podanym numerze PESEL nie ma w spisie wyborców' },
    });
  });

  it('gives 404 for a day without a current election, including the one already held', async () => {
    const przeszla = wyboryDemo()[0]!.dataWyborow;
    for (const d of [przeszla, '2001-01-01']) {
      const { status, body } = await obwod('44051401359', d);
      expect(status).toBe(404);
      expect(body).toEqual({ kod: 404, opis: 'W podanym dniu nie odbywają się wybory' });
    }
  });

  it.each([
    ['44051401358', 'checksum (DESIGN.md §6)'],
    ['02381307589', 'no such birth date (DESIGN.md §6)'],
    ['4405140135', 'too short'],
    ['440514013590', 'too long'],
    ['4405140135a', 'a letter'],
    ['', 'empty'],
    ["1' OR '1'='1", 'an injection attempt'],
  ])('gives 400 JSON for the malformed PESEL %j (%s)', async (pesel) => {
    const { status, body } = await obwod(encodeURIComponent(pesel), daty[0]!);
    expect(status).toBe(400);
    expect(body).toEqual({ kod: 400, opis: 'Niepoprawny numer PESEL' });
  });

  it.each(['2026-02-30', '12.12.2026', '2026-1-5', 'jutro', ''])(
    'gives 400 JSON for the date %j',
    async (d) => {
      const { status, body } = await obwod('44051401359', encodeURIComponent(d));
      expect(status).toBe(400);
      expect(body).toEqual({ kod: 400, opis: 'Niepoprawna data wyborów (oczekiwano rrrr-mm-dd)' });
    },
  );

  it('gives 400 when a parameter is missing, never a crash', async () => {
    expect((await getJson(api.app, '/el/dajObwodWyborcy')).status).toBe(400);
    expect((await getJson(api.app, '/el/dajObwodWyborcy?pesel=44051401359')).status).toBe(400);
    expect((await getJson(api.app, `/el/dajObwodWyborcy/pdf?dataWyborow=${daty[0]}`)).status).toBe(400);
  });

  it('goes into the per-service break of service 4 only', async () => {
    const res = await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [4] });
    expect(res.ok).toBe(true);
    try {
      expect((await getJson(api.app, '/el/dajAktualneDatyWyborow')).status).toBe(503);
      expect((await obwod('44051401359', daty[0]!)).status).toBe(503);
      expect((await getJson(api.app, '/fk/gmina/dajLataBudzetowe')).status).toBe(200);
    } finally {
      await adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi: [] });
    }
    expect((await getJson(api.app, '/el/dajAktualneDatyWyborow')).status).toBe(200);
  });
});
