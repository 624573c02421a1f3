/**
 * Current registration, service 27 (routes/meldunek-aktualny.ts): the temporary registrations in force on the
 * office's day, persons only (spec 02 §6), and the PDF with the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/core/dates.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { pdfText } from './helpers.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
type Odp = { aktualneZameldowania: Record<string, string | null>[] };
const DZIEN = 86_400_000;

beforeAll(async () => {
  api = await openKontoApi();
  // the demo data are relative to the real office day; the server's clock starts there
  api.zegar.teraz = Date.now();
  jan = await zaloguj(api.app, 'jan.kowalski');
  anna = await zaloguj(api.app, 'anna.nowak');
});
afterAll(() => api?.db.close());

const zameldowanie = (q: string, token?: string) =>
  get<Odp>(api.app, `/el/dajAktualneZameldowanie?${q}`, token);
/** The office's day moved by whole calendar days, as the seed counts them (a day before a DST change is 23 h). */
const dzien = (przesuniecie: number) => {
  const dzis = dzienUrzedu(new Date());
  const d = new Date(Date.UTC(dzis.getFullYear(), dzis.getMonth(), dzis.getDate()) + przesuniecie * DZIEN);
  return toIsoDate({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() });
};

describe('GET /el/dajAktualneZameldowanie', () => {
  it('gives the registration current today, not the ended one; a person without one gets an empty list', async () => {
    const r = await zameldowanie('pesel=85010112352', jan);
    expect(r.status).toBe(200);
    expect(r.body.aktualneZameldowania).toEqual([
      {
        nrPesel: '85010112352',
        nazwaMiejscowosci: 'Brzozówka',
        nazwaUlicy: 'Leśna',
        nrDomu: '12',
        nrLokalu: '4',
        dataZameldowania: dzien(-214),
        dataWymeldowania: dzien(151),
      },
    ]);
    expect((await zameldowanie('pesel=78031545683', anna)).body).toEqual({ aktualneZameldowania: [] });
  });

  it('persons only: an institution, another account’s person → 403; no session → 401; bad PESEL → 400', async () => {
    for (const [q, token] of [
      ['nip=7741001232', anna],
      ['nip=9512004566', anna],
      ['pesel=85010112352', anna],
    ] as const) {
      for (const p of ['/el/dajAktualneZameldowanie', '/el/dajAktualneZameldowanie/pdf']) {
        const r = await get(api.app, `${p}?${q}`, token);
        expect(r.status, `${p}?${q}`).toBe(403);
        expect(r.body, `${p}?${q}`).toEqual(BRAK);
      }
    }
    expect((await zameldowanie('pesel=85010112352')).status).toBe(401);
    for (const q of ['', 'pesel=85010112353', 'pesel=abc'])
      expect((await zameldowanie(q, jan)).status, q).toBe(400);
  });

  it('the PDF holds the rows of the view', async () => {
    const res = await api.app.request('/el/dajAktualneZameldowanie/pdf?pesel=85010112352', {
      headers: { Authorization: `Bearer ${jan}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Aktualne zameldowanie na pobyt czasowy');
    expect(text).toContain('Jan Kowalski, PESEL 85010112352');
    for (const s of ['Brzozówka', 'Leśna', dzien(-214).split('-').reverse().join('.')])
      expect(text).toContain(s);
    expect(text).not.toContain('Kępno Górne');
  });

  // last: the sessions of the other tests end when the clock moves on
  it("follows the server's day: after the declared end the registration is no longer current", async () => {
    const teraz = api.zegar.teraz;
    // the session of the earlier time has ended then: log in again at each time
    // from noon of the office's day: whole days later is that many calendar days later, DST or not
    const poludnie = dzienUrzedu(new Date(teraz)).getTime();
    const w = async (dni: number) => {
      api.zegar.teraz = poludnie + dni * DZIEN;
      const token = await zaloguj(api.app, 'jan.kowalski');
      return (await zameldowanie('pesel=85010112352', token)).body.aktualneZameldowania;
    };
    try {
      expect(await w(151)).toHaveLength(1);
      expect(await w(152)).toEqual([]);
    } finally {
      api.zegar.teraz = teraz;
    }
  });
});
