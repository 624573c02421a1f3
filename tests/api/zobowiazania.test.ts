/**
 * Everything a subject owes (`GET /naleznosci/dajZobowiazania`, beyond spec 02): the subject guard, the contract's
 * shape, the groups by due date, and the totals against the cards themselves — computed here independently from
 * `dajNaleznosci` and every card's `dajRaty`, so the overview can never say another amount than the cards do.
 * The demo dues are seeded as of the real office day: amounts are checked by how they add up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Karta, RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import { zobowiazaniaSchema, type Zobowiazania } from '../../src/core/api/zobowiazania.ts';
import { dzisUrzedu } from '../../server/dzien-urzedu.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
});
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const KWIACIARNIA = 'nip=7741001232';
const FUNDACJA = 'nip=9512004566';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const SCIEZKA = '/naleznosci/dajZobowiazania';

const zobowiazania = (q: string, token?: string) => get<Zobowiazania>(api.app, `${SCIEZKA}?${q}`, token);
const grosze = (zl: number) => Math.round(zl * 100);

/** The unpaid instalments of every card of the subject, as the cards' own calls give them. */
async function zKart(q: string, token: string) {
  const { body } = await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${q}`, token);
  const wiersze: { karta: Karta; rata: RataZbiorcza }[] = [];
  for (const karta of body.karty) {
    const { body: r } = await get<{ ratyZbiorcze: RataZbiorcza[] }>(
      api.app,
      `/naleznosci/dajRaty?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
      token,
    );
    for (const rata of r.ratyZbiorcze) if (!rata.czySplacona) wiersze.push({ karta, rata });
  }
  return { karty: body.karty, wiersze };
}

/** yyyy-MM-dd `dni` days on, computed here with the platform's dates (not the server's rule). */
const za = (dzien: string, dni: number) =>
  new Date(Date.parse(`${dzien}T00:00:00Z`) + dni * 86_400_000).toISOString().slice(0, 10);

describe('GET /naleznosci/dajZobowiazania: the guard', () => {
  it('401 without a session, 400 without a subject or with both, 403 for another account’s subject', async () => {
    expect((await zobowiazania(ANNA)).status).toBe(401);
    expect((await get(api.app, SCIEZKA, anna)).status).toBe(400);
    const oba = await zobowiazania(`${ANNA}&${KWIACIARNIA}`, anna);
    expect([oba.status, (oba.body as unknown as { kod: number }).kod]).toEqual([400, 400]);
    for (const [q, token] of [
      [JAN, anna],
      [ANNA, jan],
      [KWIACIARNIA, jan],
    ] as const) {
      const r = await zobowiazania(q, token);
      expect([r.status, r.body], q).toEqual([403, BRAK]);
    }
  });

  it('a person and her institution are separate subjects; a subject without dues owes nothing', async () => {
    const osoba = (await zobowiazania(ANNA, anna)).body;
    const firma = (await zobowiazania(KWIACIARNIA, anna)).body;
    const kartyOsoby = (await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${ANNA}`, anna))
      .body.karty;
    const kartyFirmy = (
      await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${KWIACIARNIA}`, anna)
    ).body.karty;
    expect(osoba.raty.length).toBeGreaterThan(0);
    expect(firma.raty.length).toBeGreaterThan(0);
    const ids = (k: Karta[]) => new Set(k.map((x) => x.idKartyNaleznosci));
    expect(osoba.raty.every((r) => ids(kartyOsoby).has(r.idKartyNaleznosci))).toBe(true);
    expect(firma.raty.every((r) => ids(kartyFirmy).has(r.idKartyNaleznosci))).toBe(true);
    expect(firma.raty.map((r) => r.symbolKarty.split('/')[0])).not.toContain('PN');
    const pusta = await zobowiazania(FUNDACJA, anna);
    expect([pusta.status, pusta.body]).toEqual([
      200,
      { dzien: dzisUrzedu(), sumaPoTerminie: 0, sumaDoKoncaRoku: 0, raty: [] },
    ]);
  });
});

describe('GET /naleznosci/dajZobowiazania: the answer', () => {
  it('exactly the contract’s shape, the office’s day, sorted by due date, each row in its group', async () => {
    const res = await zobowiazania(JAN, jan);
    expect(res.status).toBe(200);
    expect(z.parse(z.strictObject({ ...zobowiazaniaSchema.def.shape }), res.body)).toEqual(res.body);
    // the contract's fields of a row, exactly
    const pola = [
      'idKartyNaleznosci',
      'symbolKarty',
      'aplikacjaNaleznosci',
      'idNaleznosciRatyZbiorczej',
      'opisNrRaty',
      'rodzajOplaty',
      'terminPlatnosci',
      'kwotaRazem',
      'wybieralna',
      'zlecona',
      'grupa',
    ];
    for (const r of res.body.raty) expect(Object.keys(r).sort(), r.symbolKarty).toEqual([...pola].sort());
    const { dzien, raty } = res.body;
    expect(dzien).toBe(dzisUrzedu());
    const terminy = raty.map((r) => r.terminPlatnosci);
    expect([...terminy].sort()).toEqual(terminy);
    const koniecRoku = `${dzien.slice(0, 4)}-12-31`;
    for (const r of raty) {
      const oczekiwana =
        r.terminPlatnosci < dzien
          ? 'PO_TERMINIE'
          : r.terminPlatnosci <= za(dzien, 30)
            ? 'W_30_DNI'
            : r.terminPlatnosci <= koniecRoku
              ? 'W_TYM_ROKU'
              : 'POZNIEJ';
      expect(r.grupa, `${r.symbolKarty} ${r.terminPlatnosci}`).toBe(oczekiwana);
    }
    // last year's arrears are there, overdue
    expect(raty.some((r) => r.grupa === 'PO_TERMINIE')).toBe(true);
  });

  it('the states: payable, ordered with a provider, or not payable online (an enforcement title)', async () => {
    const { wiersze } = await zKart(JAN, jan);
    const { raty } = (await zobowiazania(JAN, jan)).body;
    for (const { karta, rata } of wiersze) {
      const w = raty.find((r) => r.idNaleznosciRatyZbiorczej === rata.idNaleznosciRatyZbiorczej)!;
      const zlecona = rata.zleconoPlatnoscZP24 ? 'p24' : rata.zleconoPlatnoscZKIR ? 'kir' : null;
      expect(w, karta.symbolKarty).toMatchObject({
        idKartyNaleznosci: karta.idKartyNaleznosci,
        symbolKarty: karta.symbolKarty,
        aplikacjaNaleznosci: karta.aplikacjaNaleznosci,
        opisNrRaty: [...new Set(rata.raty.map((x) => x.nrRaty))].join(','),
        rodzajOplaty: [...new Set(rata.raty.map((x) => x.rodzajOplaty))].join(', '),
        terminPlatnosci: rata.terminOdroczony ?? rata.terminPlatnosci,
        kwotaRazem: rata.kwotaRazem,
        zlecona,
        wybieralna: !rata.jestTytulWykonawczy && zlecona === null,
      });
    }
    // the demo's cases: last year's waste instalment held by an accepted P24 payment, and an enforcement title
    expect(raty.some((r) => r.zlecona === 'p24' && !r.wybieralna)).toBe(true);
    expect(raty.some((r) => r.zlecona === null && !r.wybieralna)).toBe(true);
    expect(raty.some((r) => r.wybieralna)).toBe(true);
  });

  it("the overview's totals equal the cards' unpaid instalments (every card's dajRaty, counted here)", async () => {
    for (const [q, token] of [
      [JAN, jan],
      [ANNA, anna],
      [KWIACIARNIA, anna],
    ] as const) {
      const { karty, wiersze } = await zKart(q, token);
      const { body } = await zobowiazania(q, token);
      const dzien = body.dzien;
      // the same rows: every unpaid instalment of every card, each once, with the card's amount
      const klucz = (karta: number, rata: number, kwota: number) => `${karta}:${rata}:${grosze(kwota)}`;
      expect(
        body.raty.map((r) => klucz(r.idKartyNaleznosci, r.idNaleznosciRatyZbiorczej, r.kwotaRazem)).sort(),
      ).toEqual(
        wiersze
          .map((w) => klucz(w.karta.idKartyNaleznosci, w.rata.idNaleznosciRatyZbiorczej, w.rata.kwotaRazem))
          .sort(),
      );
      const termin = (r: RataZbiorcza) => r.terminOdroczony ?? r.terminPlatnosci;
      const poTerminie = wiersze.filter((w) => termin(w.rata) < dzien);
      const doKoncaRoku = wiersze.filter((w) => termin(w.rata) <= `${dzien.slice(0, 4)}-12-31`);
      const razem = (xs: typeof wiersze) => xs.reduce((s, w) => s + grosze(w.rata.kwotaRazem), 0);
      expect(grosze(body.sumaPoTerminie), q).toBe(razem(poTerminie));
      expect(grosze(body.sumaDoKoncaRoku), q).toBe(razem(doKoncaRoku));
      // and what the dues list says is overdue on each card adds up to the same
      expect(grosze(body.sumaPoTerminie), q).toBe(karty.reduce((s, k) => s + grosze(k.sumaPoTerminie), 0));
      expect(body.sumaDoKoncaRoku).toBeGreaterThanOrEqual(body.sumaPoTerminie);
    }
  });
});
