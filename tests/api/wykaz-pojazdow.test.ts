/**
 * Vehicle list of a subject, service 14 (routes/wykaz-pojazdow.ts): the vehicles declared for the year, only
 * for the caller's own subjects, and the PDF with the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { pdfText } from './helpers.ts';
import { call, get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
let spoldzielnia: string;
const rok = dzienUrzedu().getFullYear();
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
type Wykaz = { listaPojazdow: { nrRejestracyjny: string; marka: string; nazwaStawki: string }[] };

beforeAll(async () => {
  api = await openKontoApi();
  jan = await zaloguj(api.app, 'jan.kowalski');
  anna = await zaloguj(api.app, 'anna.nowak');
  spoldzielnia = await zaloguj(api.app, 'spoldzielnia');
});
afterAll(() => api?.db.close());

const wykaz = (q: string, token?: string) => get<Wykaz>(api.app, `/pst/dajWykazPojazdow?${q}`, token);

describe('GET /pst/dajWykazPojazdow', () => {
  it("lists the subject's vehicles of the year, not those sold earlier nor another subject's", async () => {
    const r = await wykaz(`pesel=85010112352&rok=${rok}`, jan);
    expect(r.status).toBe(200);
    expect(r.body.listaPojazdow.map((p) => p.nrRejestracyjny)).toEqual(['ZDO 4K721', 'ZDO 7P310']);
    expect(r.body.listaPojazdow[0]).toEqual({
      nrRejestracyjny: 'ZDO 4K721',
      marka: 'DAF XF 480',
      nazwaStawki: 'Ciągniki siodłowe i balastowe od 12 t – 2 osie, zawieszenie pneumatyczne',
    });
    // the van sold last year was still declared then
    const wczesniej = await wykaz(`pesel=85010112352&rok=${rok - 1}`, jan);
    expect(wczesniej.body.listaPojazdow.map((p) => p.nrRejestracyjny)).toContain('ZDO 2H055');
    const firma = await wykaz(`nip=5252525259&rok=${rok}`, spoldzielnia);
    expect(firma.body.listaPojazdow).toHaveLength(6);
    expect((await wykaz(`nip=7741001232&rok=${rok}`, anna)).body.listaPojazdow).toHaveLength(1);
    // a person and an institution without vehicles
    expect((await wykaz(`pesel=78031545683&rok=${rok}`, anna)).body).toEqual({ listaPojazdow: [] });
    expect((await wykaz(`nip=9512004566&rok=${rok}`, anna)).body).toEqual({ listaPojazdow: [] });
  });

  it('401 without a session, 403 for a subject of another account, 400 for a bad year or subject', async () => {
    expect((await wykaz(`pesel=85010112352&rok=${rok}`)).status).toBe(401);
    for (const q of [`pesel=85010112352&rok=${rok}`, `nip=5252525259&rok=${rok}`]) {
      const r = await wykaz(q, anna);
      expect(r.status, q).toBe(403);
      expect(r.body, q).toEqual(BRAK);
    }
    expect((await get(api.app, `/pst/dajWykazPojazdow/pdf?nip=5252525259&rok=${rok}`, anna)).status).toBe(
      403,
    );
    for (const q of [
      'pesel=85010112352',
      'pesel=85010112352&rok=26',
      'pesel=85010112352&rok=abcd',
      `rok=${rok}`,
    ]) {
      const r = await wykaz(q, jan);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ kod: 400, opis: expect.any(String) });
    }
  });

  it('the PDF holds the rows of the view and the subject, and is not cached', async () => {
    const res = await api.app.request(`/pst/dajWykazPojazdow/pdf?nip=5252525259&rok=${rok}`, {
      headers: { Authorization: `Bearer ${spoldzielnia}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Disposition')).toContain(`wykaz-pojazdow-${rok}.pdf`);
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain(`Wykaz pojazdów – rok ${rok}`);
    expect(text).toContain('NIP 5252525259');
    for (const nr of ['ZDO 10SM1', 'ZDO 10SM6', 'Scania P 280']) expect(text).toContain(nr);
    expect(text).not.toContain('ZDO 10SM7');
    const pusty = await call(api.app, 'GET', `/pst/dajWykazPojazdow/pdf?nip=9512004566&rok=${rok}`, {
      token: anna,
    });
    expect(pusty.status).toBe(200);
  });
});
