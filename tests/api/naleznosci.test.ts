/**
 * Dues calls of the contract server (issue 16): data per subject, the subject and card checks, bad input, and
 * the three PDFs. The demo dues are seeded as of the real office day, so amounts are checked by how they add up,
 * not as fixed figures; the interest rules have their own test (odsetki.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Karta, RataZbiorcza, Wplata } from '../../src/core/api/naleznosci.ts';
import { isValidNrb } from '../../src/core/rules/fields.ts';
import { czyPoTerminie, czyWybieralna, suma } from '../../src/core/rules/naleznosci.ts';
import { dzisUrzedu } from '../../server/dzien-urzedu.ts';
import { pdfText } from './helpers.ts';
import { call, get, openKontoApi, post, zaloguj, type KontoApi } from './konto-helpers.ts';

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

const karty = async (q: string, token: string) =>
  (await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${q}`, token)).body.karty;
const raty = async (q: string, token: string, id: number) =>
  (
    await get<{ karta: Karta; ratyZbiorcze: RataZbiorcza[] }>(
      api.app,
      `/naleznosci/dajRaty?${q}&idKartyNaleznosci=${id}`,
      token,
    )
  ).body;

async function pdf(path: string, token: string, body?: unknown) {
  const res = await api.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  return (await pdfText(await res.arrayBuffer())).text;
}

describe('the dues of a subject', () => {
  it('every kind of card for the main demo person, each with its own valid NRB and sums that add up', async () => {
    const k = await karty(JAN, jan);
    expect(new Set(k.map((x) => x.aplikacjaNaleznosci))).toEqual(
      new Set([
        'PODATKI_GMINNE',
        'SRODKI_TRANSPORTU',
        'OPLATY_PSY',
        'ODPADY',
        'WODA_SCIEKI',
        'OPLATY_LOKALNE',
      ]),
    );
    expect(k.every((x) => isValidNrb(x.numerKontaBankowego) && x.numerKontaBankowego.length === 26)).toBe(
      true,
    );
    expect(new Set(k.map((x) => x.numerKontaBankowego)).size).toBe(k.length);
    expect(k.every((x) => x.nazwaPlatnika === 'Jan Kowalski' && !x.czyInstytucja)).toBe(true);
    for (const karta of k) {
      const r = await raty(JAN, jan, karta.idKartyNaleznosci);
      expect(r.karta).toEqual(karta);
      expect(karta.suma).toBe(suma(r.ratyZbiorcze.map((x) => x.kwotaRazem)));
      const dzis = dzisUrzedu();
      const poTerminie = r.ratyZbiorcze.filter((x) => czyPoTerminie(x, dzis));
      expect(karta.sumaPoTerminie).toBe(suma(poTerminie.map((x) => x.kwotaRazem)));
      for (const x of r.ratyZbiorcze) {
        expect(x.kwotaRazem).toBe(
          x.czySplacona ? 0 : suma([x.kwotaGlowna, x.kosztyEgzekucji, x.odsetki, x.oplataProlongacyjna]),
        );
        expect(suma(x.raty.map((c) => c.kwota))).toBe(x.kwotaRaty);
      }
    }
  });

  it('last year’s property tax holds a reminder (16 zł), an enforcement title and interest', async () => {
    const k = (await karty(JAN, jan)).find(
      (x) => x.symbolKarty.startsWith('PN/') && x.rok < new Date().getFullYear(),
    )!;
    const { ratyZbiorcze } = await raty(JAN, jan, k.idKartyNaleznosci);
    const [iii, iv] = ratyZbiorcze.slice(2);
    expect(iii).toMatchObject({ jestUpomnienie: true, kosztyEgzekucji: 16, czySplacona: false });
    expect(iii!.kwotaGlowna).toBe(suma([iii!.kwotaRaty, -50]));
    expect(iv).toMatchObject({ jestTytulWykonawczy: true, czySplacona: false });
    expect(iii!.odsetki).toBeGreaterThan(8.7);
    expect(Number.isInteger(iii!.odsetki)).toBe(true); // tax interest in full złoty
    // the kinds of tax of the assessment: a house and a garage, no farm land
    expect(iii!.raty.map((r) => [r.nrRaty, r.rodzajOplaty])).toEqual([['III', 'Podatek od nieruchomości']]);
  });

  it('booked payments and recovery elements add up with the instalments', async () => {
    for (const [q, token] of [
      [JAN, jan],
      [ANNA, anna],
      [KWIACIARNIA, anna],
    ] as const) {
      for (const karta of await karty(q, token)) {
        const { ratyZbiorcze } = await raty(q, token, karta.idKartyNaleznosci);
        const { wplaty } = (
          await get<{ wplaty: Wplata[] }>(
            api.app,
            `/naleznosci/dajHistorieZaksiegowanychWplat?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
            token,
          )
        ).body;
        const naliczone = ratyZbiorcze.filter((r) => !r.raty.some((x) => x.nrRaty === 'ANULOWANA'));
        expect(
          suma(wplaty.map((w) => w.kwotaGlowna)) + suma(naliczone.map((r) => r.kwotaGlowna)),
        ).toBeCloseTo(suma(naliczone.map((r) => r.kwotaRaty)), 2);
        for (const w of wplaty)
          expect(w.suma).toBe(suma([w.kwotaGlowna, w.kosztyUpomnien, w.odsetki, w.oplataProlongacyjna]));
        const { elementy } = (
          await get<{ elementy: { typ: string; kwotaGlowna: number; pozostaloDoSplaty: number }[] }>(
            api.app,
            `/naleznosci/dajElementyDochodzeniaNaleznosci?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
            token,
          )
        ).body;
        const flagowane = ratyZbiorcze.filter(
          (r) => r.jestUpomnienie || r.jestWezwanie || r.jestTytulWykonawczy,
        );
        expect(new Set(elementy.map((e) => e.kwotaGlowna))).toEqual(
          new Set(flagowane.map((r) => r.kwotaGlowna)),
        );
      }
    }
  });

  it('co-obligors of the shared property; deferral and instalment plan with their extension fee', async () => {
    const pn = (await karty(JAN, jan)).find((x) => x.symbolKarty.startsWith('PN/'))!;
    const w = await get<{ wspolzobowiazani: { nazwaUdzialowca: string; udzial: string }[] }>(
      api.app,
      `/naleznosci/dajWspolzobowiazanych?${JAN}&idKartyNaleznosci=${pn.idKartyNaleznosci}`,
      jan,
    );
    expect(w.body.wspolzobowiazani.map((x) => [x.nazwaUdzialowca, x.udzial])).toEqual([
      ['Jan Kowalski', '1/2'],
      ['Maria Kowalska', '1/2'],
    ]);
    const annaPn = (await karty(ANNA, anna)).find((x) => x.aplikacjaNaleznosci === 'PODATKI_GMINNE')!;
    const { ratyZbiorcze } = await raty(ANNA, anna, annaPn.idKartyNaleznosci);
    const [o, r] = ratyZbiorcze.slice(2);
    expect(o).toMatchObject({ jestOdroczenieTerminu: true, odsetki: 0 });
    expect(o!.terminOdroczony! > dzisUrzedu()).toBe(true);
    expect(o!.oplataProlongacyjna).toBeGreaterThan(0);
    expect(r).toMatchObject({ jestRozlozenieNaRaty: true });
    expect(czyPoTerminie(o!, dzisUrzedu())).toBe(false);
  });

  it('each subject sees its own cards only; a subject without dues gets an empty list', async () => {
    const osoba = await karty(ANNA, anna);
    const firma = await karty(KWIACIARNIA, anna);
    expect(osoba.every((k) => !k.czyInstytucja && k.nazwaPlatnika === 'Anna Nowak')).toBe(true);
    expect(firma.map((k) => k.symbolKarty.split('/')[0]).sort()).toEqual([
      'ALK',
      'OL',
      'OL',
      'OL',
      'PNI',
      'PNI',
      'WS',
      'WS',
    ]);
    expect(firma.every((k) => k.czyInstytucja)).toBe(true);
    expect(await karty(FUNDACJA, anna)).toEqual([]);
  });
});

describe('the checks', () => {
  it('401 without a session, 400 without a subject, 403 for another account’s subject', async () => {
    expect((await get(api.app, `/naleznosci/dajNaleznosci?${JAN}`)).status).toBe(401);
    expect((await get(api.app, `/naleznosci/dajNaleznosci`, jan)).status).toBe(400);
    const r = await get(api.app, `/naleznosci/dajNaleznosci?${JAN}`, anna);
    expect(r).toMatchObject({ status: 403, body: BRAK });
  });

  it('another subject’s card answers exactly as a card that does not exist, on every card call', async () => {
    const janowa = (await karty(JAN, jan))[0]!.idKartyNaleznosci;
    for (const p of [
      'dajRaty',
      'dajHistorieZaksiegowanychWplat',
      'dajElementyDochodzeniaNaleznosci',
      'dajWspolzobowiazanych',
    ]) {
      for (const id of [janowa, 99999]) {
        const r = await get(api.app, `/naleznosci/${p}?${ANNA}&idKartyNaleznosci=${id}`, anna);
        expect(r, `${p} ${id}`).toMatchObject({ status: 403, body: BRAK });
      }
    }
    // anna's institution asks for her own person's card: still not its card
    const annyKarta = (await karty(ANNA, anna))[0]!.idKartyNaleznosci;
    expect(
      (await get(api.app, `/naleznosci/dajRaty?${KWIACIARNIA}&idKartyNaleznosci=${annyKarta}`, anna)).status,
    ).toBe(403);
    const dowod = await post(
      api.app,
      `/platnosci/drukDowoduWplaty?${ANNA}`,
      { idKartyNaleznosci: janowa, idNaleznosciRatyZbiorczej: [1], idNaleznosciRaty: [] },
      anna,
    );
    expect(dowod).toMatchObject({ status: 403, body: BRAK });
  });

  it('bad ids, dates, amounts and bodies are a JSON 400', async () => {
    const id = (await karty(JAN, jan))[0]!.idKartyNaleznosci;
    const base = `/naleznosci/dajRaty/pdf?${JAN}&tytul=X&idKartyNaleznosci=${id}&typNaleznosci=WSZYSTKIE`;
    for (const path of [
      `/naleznosci/dajRaty?${JAN}&idKartyNaleznosci=abc`,
      `/naleznosci/dajRaty?${JAN}&idKartyNaleznosci=-1`,
      `/naleznosci/dajRaty?${JAN}`,
      `/naleznosci/dajNaleznosci/pdf?${JAN}&rodzajPlatnosci=NIC`,
      `${base}&dataOd=2025-02-30&dataDo=2026-12-31&kwotaOd=0&kwotaDo=100`,
      `${base}&dataOd=2026-12-31&dataDo=2025-01-01&kwotaOd=0&kwotaDo=100`,
      `${base}&dataOd=2025-01-01&dataDo=2026-12-31&kwotaOd=100&kwotaDo=1`,
      `${base}&dataOd=2025-01-01&dataDo=2026-12-31&kwotaOd=1e3&kwotaDo=1`,
      `/naleznosci/dajRaty/pdf?${JAN}&idKartyNaleznosci=${id}`,
    ]) {
      const r = await get<{ kod: number; opis: string }>(api.app, path, jan);
      expect(r.status, path).toBe(400);
      expect(r.body.kod, path).toBe(400);
    }
    const { ratyZbiorcze } = await raty(JAN, jan, id);
    const zaplacona = ratyZbiorcze.find((r) => r.czySplacona);
    for (const body of [
      {},
      { idKartyNaleznosci: id, idNaleznosciRatyZbiorczej: [], idNaleznosciRaty: [] },
      { idKartyNaleznosci: id, idNaleznosciRatyZbiorczej: ['1'], idNaleznosciRaty: [] },
      ...(zaplacona
        ? [
            {
              idKartyNaleznosci: id,
              idNaleznosciRatyZbiorczej: [zaplacona.idNaleznosciRatyZbiorczej],
              idNaleznosciRaty: [],
            },
          ]
        : []),
    ]) {
      const r = await call(api.app, 'POST', `/platnosci/drukDowoduWplaty?${JAN}`, { body, token: jan });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the PDFs', () => {
  it('the dues list of one kind holds its cards with the account numbers grouped and amounts in Polish', async () => {
    const k = (await karty(JAN, jan)).filter((x) => x.aplikacjaNaleznosci === 'PODATKI_GMINNE');
    const text = await pdf(`/naleznosci/dajNaleznosci/pdf?${JAN}&rodzajPlatnosci=PODATKI_GMINNE`, jan);
    expect(text).toContain('Należności do zapłaty – podatki gminne');
    for (const x of k) {
      expect(text).toContain(x.symbolKarty);
      expect(text).toContain(
        x.numerKontaBankowego.replace(
          /^(\d\d)(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/,
          '$1 $2 $3 $4 $5 $6 $7',
        ),
      );
    }
    expect(text).not.toContain('OD/');
  });

  it('the collective instalments PDF holds exactly the filtered rows; the proof of payment exactly the chosen ones', async () => {
    const k = (await karty(JAN, jan)).find(
      (x) => x.symbolKarty.startsWith('PN/') && x.rok < new Date().getFullYear(),
    )!;
    const { ratyZbiorcze } = await raty(JAN, jan, k.idKartyNaleznosci);
    const q = `tytul=${encodeURIComponent('Należności – podatki gminne')}&idKartyNaleznosci=${k.idKartyNaleznosci}&dataOd=${k.rok}-01-01&dataDo=${k.rok}-12-31&kwotaOd=0&kwotaDo=100000`;
    const niezaplacone = await pdf(`/naleznosci/dajRaty/pdf?${JAN}&${q}&typNaleznosci=NIESPLACONE`, jan);
    expect(niezaplacone).toContain('Należności – podatki gminne');
    expect(niezaplacone).toContain('rata III – Podatek od nieruchomości');
    expect(niezaplacone).not.toContain('rata I – Podatek');
    const wszystkie = await pdf(`/naleznosci/dajRaty/pdf?${JAN}&${q}&typNaleznosci=WSZYSTKIE`, jan);
    expect(wszystkie).toContain('rata I – Podatek od nieruchomości');

    const iii = ratyZbiorcze[2]!;
    const text = await pdf(`/platnosci/drukDowoduWplaty?${JAN}`, jan, {
      idKartyNaleznosci: k.idKartyNaleznosci,
      idNaleznosciRatyZbiorczej: [iii.idNaleznosciRatyZbiorczej],
      idNaleznosciRaty: iii.raty.map((r) => r.idNaleznosciRaty),
    });
    expect(text).toContain('Dowód wpłaty');
    expect(text).toContain('Wpłacający: Jan Kowalski');
    expect(text).toContain(k.numerKontaBankowego.slice(0, 2) + ' ' + k.numerKontaBankowego.slice(2, 6));
    expect(text).toContain('rata III – Podatek od nieruchomości');
    expect(text).not.toContain('rata IV');
    expect(text).toContain(
      new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: 'always' })
        .format(iii.kwotaRazem)
        .replace(/\u00a0/g, ' '),
    );
  });

  it('refuses a proof of payment for instalments that may not be chosen: an enforcement title, a payment ordered', async () => {
    // every collective instalment of the person with its card
    const pary = (
      await Promise.all(
        (await karty(JAN, jan)).map(async (k) =>
          (await raty(JAN, jan, k.idKartyNaleznosci)).ratyZbiorcze.map((r) => ({
            karta: k.idKartyNaleznosci,
            r,
          })),
        ),
      )
    ).flat();
    const dowod = (karta: number, wybrane: RataZbiorcza[]) =>
      call(api.app, 'POST', `/platnosci/drukDowoduWplaty?${JAN}`, {
        token: jan,
        body: {
          idKartyNaleznosci: karta,
          idNaleznosciRatyZbiorczej: wybrane.map((r) => r.idNaleznosciRatyZbiorczej),
          idNaleznosciRaty: wybrane.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty)),
        },
      });
    const tytul = pary.find(({ r }) => !r.czySplacona && r.jestTytulWykonawczy)!;
    const zlecona = pary.find(({ r }) => !r.czySplacona && (r.zleconoPlatnoscZP24 || r.zleconoPlatnoscZKIR))!;
    for (const x of [tytul, zlecona]) expect(czyWybieralna(x.r)).toBe(false);
    const ODMOWA = {
      kod: 400,
      opis: 'Dowodu wpłaty nie można wystawić dla wybranych rat (tytuł wykonawczy lub zlecona już płatność)',
    };
    expect((await dowod(tytul.karta, [tytul.r])).body).toEqual(ODMOWA);
    expect((await dowod(zlecona.karta, [zlecona.r])).body).toEqual(ODMOWA);
    // beside a selectable instalment of the same card: still refused, no document
    const wybieralna = pary.find(({ karta, r }) => karta === tytul.karta && czyWybieralna(r))!;
    const razem = await dowod(tytul.karta, [wybieralna.r, tytul.r]);
    expect(razem.body).toEqual(ODMOWA);
    expect(razem.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect((await dowod(tytul.karta, [wybieralna.r])).status).toBe(200);
  });
});
