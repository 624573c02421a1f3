/**
 * Fee and refund services of spec 02 on the contract server: local fees (32), alcohol permit fees (33, institutions
 * only), waste fee parameters (34), excise refunds (35) and refund applications (36). Each call: the data of the
 * asked subject only, 401 without a session, 403 for another account's subject (and for a person on 33), 400 for
 * bad input, and a PDF of the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OplatyZaZezwolenia } from '../../src/core/api/alkohole.ts';
import type { OplatyLokalne } from '../../src/core/api/oplaty.ts';
import type { ParametryOplat } from '../../src/core/api/smieci.ts';
import type { Wniosek, Zwrot } from '../../src/core/api/paliwa.ts';
import { datePartsOf, formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { formatKwota, sumaKwot } from '../../server/format.ts';
import {
  generujUmowy,
  generujWnioski,
  generujZezwolenia,
  LIMIT_L_NA_HA,
  PODMIOTY,
  STAWKA_ZWROTU,
} from '../../demo/seed/oplaty-i-zwroty.ts';
import { adminPost, pdfText } from './helpers.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
let spoldzielnia: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna, spoldzielnia] = (await Promise.all(
    ['jan.kowalski', 'anna.nowak', 'spoldzielnia'].map((l) => zaloguj(api.app, l)),
  )) as [string, string, string];
});
afterAll(() => api?.db.close());

const Y = dzienUrzedu().getFullYear();
const dzis = toIsoDate(dzienUrzedu());
/** The demo data of today (what the seed made): the oracle of the parts that depend on the day. */
const demo = datePartsOf(dzienUrzedu());
const lataDemo = (lata: number[]) => [...new Set(lata)].sort((a, b) => a - b);
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const q = (id: string) => (id.length === 11 ? `pesel=${id}` : `nip=${id}`);
const pdf = async (path: string, token: string) => {
  const res = await api.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return {
    name: res.headers.get('content-disposition'),
    text: (await pdfText(await res.arrayBuffer())).text.replace(/\s+/g, ' '),
  };
};

/** The guards every call of a service shares: 401, 403 for another account's subject, 400 for no subject. */
async function guarded(path: string, own: string, ownToken: string) {
  expect((await get(api.app, `${path}${path.includes('?') ? '&' : '?'}${q(own)}`)).status).toBe(401);
  const other = own === PODMIOTY.jan ? PODMIOTY.anna : PODMIOTY.jan;
  const cudzy = await get(api.app, `${path}${path.includes('?') ? '&' : '?'}${q(other)}`, ownToken);
  expect(cudzy.status, path).toBe(403);
  expect(cudzy.body).toEqual(BRAK);
  expect((await get(api.app, path, ownToken)).status, path).toBe(400);
}

describe('local fees (service 32, /dsp)', () => {
  it('lists the years of the subject’s dues ascending, and each subject sees only its own agreements', async () => {
    const lata = await get<{ lataOplat: number[] }>(
      api.app,
      `/dsp/dajLataOplatLokalnych?${q(PODMIOTY.jan)}`,
      jan,
    );
    const umowyJana = generujUmowy(demo).filter((u) => u.podmiot === PODMIOTY.jan);
    expect(lata.body.lataOplat).toEqual(lataDemo(umowyJana.flatMap((u) => u.raty.map((r) => r.rok))));
    expect(lata.body.lataOplat.slice(0, 3)).toEqual([Y - 3, Y - 2, Y - 1]);
    const r = await get<OplatyLokalne>(api.app, `/dsp/dajOplatyLokalne?${q(PODMIOTY.jan)}&rok=${Y - 2}`, jan);
    expect(r.status).toBe(200);
    const nazwy = new Set(r.body.umowy.map((u) => u.nazwaOplaty));
    expect([...nazwy].sort()).toEqual([
      'Dzierżawa gruntu pod garaż – dz. nr 215/3',
      'Najem stoiska nr 7 na targowisku gminnym',
    ]);
    // the garage lease runs without an end date; the market stall ended in September
    const garaz = r.body.umowy.find((u) => u.nrKarty === 'OL/2019/0142')!;
    expect(garaz.dataRozwiazaniaUmowy).toBeNull();
    expect(r.body.umowy.find((u) => u.nrKarty !== 'OL/2019/0142')!.dataRozwiazaniaUmowy).toBe(
      `${Y - 2}-09-30`,
    );
    // VAT 23 %, gross = net + VAT, totals are the sums of the rows
    for (const u of r.body.umowy) {
      expect(u.kwotaVat).toBe(Math.round(u.kwotaNetto * 23) / 100);
      expect(u.kwotaBrutto).toBe(sumaKwot([u.kwotaNetto, u.kwotaVat]));
    }
    expect(r.body.kwotaNettoSuma).toBe(sumaKwot(r.body.umowy.map((u) => u.kwotaNetto)));
    expect(r.body.kwotaVatSuma).toBe(sumaKwot(r.body.umowy.map((u) => u.kwotaVat)));
    expect(r.body.kwotaBruttoSuma).toBe(sumaKwot([r.body.kwotaNettoSuma, r.body.kwotaVatSuma]));
    // the institution of another account sees its own cards, none of Jan's
    const s = await get<OplatyLokalne>(
      api.app,
      `/dsp/dajOplatyLokalne?${q(PODMIOTY.spoldzielnia)}&rok=${Y - 1}`,
      spoldzielnia,
    );
    expect(s.body.umowy.length).toBeGreaterThan(0);
    expect(
      s.body.umowy.every((u) => u.nrKarty.startsWith('OL/2015') || u.nrKarty.startsWith('OL/2018')),
    ).toBe(true);
  });

  it('has nothing for the foundation: no years, and an empty year', async () => {
    const f = q(PODMIOTY.fundacja);
    expect((await get(api.app, `/dsp/dajLataOplatLokalnych?${f}`, anna)).body).toEqual({ lataOplat: [] });
    expect((await get(api.app, `/dsp/dajOplatyLokalne?${f}&rok=${Y}`, anna)).body).toEqual({
      umowy: [],
      kwotaNettoSuma: 0,
      kwotaVatSuma: 0,
      kwotaBruttoSuma: 0,
    });
    const { text } = await pdf(`/dsp/dajOplatyLokalne/pdf?${f}&rok=${Y}`, anna);
    expect(text).toContain('Brak umów');
  });

  it('guards every path and refuses a bad year', async () => {
    await guarded('/dsp/dajLataOplatLokalnych', PODMIOTY.jan, jan);
    await guarded(`/dsp/dajOplatyLokalne?rok=${Y}`, PODMIOTY.jan, jan);
    await guarded(`/dsp/dajOplatyLokalne/pdf?rok=${Y}`, PODMIOTY.jan, jan);
    for (const rok of ['', 'abc', '20255', '-1'])
      expect(
        (await get(api.app, `/dsp/dajOplatyLokalne?${q(PODMIOTY.jan)}&rok=${rok}`, jan)).status,
        rok,
      ).toBe(400);
    const bez = await get(api.app, `/dsp/dajOplatyLokalne?${q(PODMIOTY.jan)}`, jan);
    expect(bez.status).toBe(400);
    expect(bez.body).toEqual({ kod: 400, opis: 'Niepoprawny parametr rok' });
  });

  it('the PDF holds the rows of the view, the open-ended word and the totals', async () => {
    const path = `?${q(PODMIOTY.anna)}&rok=${Y - 1}`;
    const { body } = await get<OplatyLokalne>(api.app, `/dsp/dajOplatyLokalne${path}`, anna);
    const { name, text } = await pdf(`/dsp/dajOplatyLokalne/pdf${path}`, anna);
    expect(name).toBe(`attachment; filename="oplaty-lokalne-${Y - 1}.pdf"`);
    expect(text).toContain(`Opłaty lokalne – rok ${Y - 1}`);
    expect(text).toContain('Anna Nowak · PESEL 78031545683');
    expect(text).toContain('Dzierżawa działki rekreacyjnej nr 88/2 nad zalewem');
    expect(text).toContain('bezterminowo');
    expect(text).toContain(formatDatePl(body.umowy[0]!.terminPlatnosci));
    expect(text).toContain(
      `Razem ${formatKwota(body.kwotaNettoSuma)} ${formatKwota(body.kwotaVatSuma)} ${formatKwota(body.kwotaBruttoSuma)}`.replace(
        /\u00a0/g,
        ' ',
      ),
    );
  });
});

describe('alcohol permit fees (service 33, /alkohole, institutions only)', () => {
  const path = '/alkohole/dajOplatyZaZezwolenia';
  const kw = q(PODMIOTY.kwiaciarnia);

  it('answers the latest year without `rok`, with the years; permits A, B, C; the late statement and payment', async () => {
    const r = await get<OplatyZaZezwolenia>(api.app, `${path}?${kw}`, anna);
    expect(r.status).toBe(200);
    expect(r.body.lataOplat).toEqual([Y - 2, Y - 1, Y]);
    expect(r.body.rok).toBe(Y);
    const ub = (await get<OplatyZaZezwolenia>(api.app, `${path}?${kw}&rok=${Y - 1}`, anna)).body;
    expect(ub.zezwolenia.map((z) => z.mocZezwoleniaOpis[0])).toEqual(['A', 'B', 'C']);
    const [a, b, c] = ub.naleznosciZaZezwolenie;
    // instalments add up to the fee; a late instalment II of A: 30 % of it extra; B's late statement: 30 % of the fee
    for (const n of ub.naleznosciZaZezwolenie)
      expect(sumaKwot([n.kwotaRaty1, n.kwotaRaty2, n.kwotaRaty3])).toBe(n.kwotaNalezna);
    expect(a!.dodatkowaOplRata2).toBe(52.5);
    expect(b!.dodatkowaOplNieterOsw).toBe(157.5);
    expect(c!.kwotaNalezna).toBe(2100);
    const pozno = ub.uiszczoneOplaty.find((w) => w.czySplaconaPoTerminie)!;
    expect(pozno).toMatchObject({
      pelnyNrZezwolenia: a!.pelnyNrZezwolenia,
      kwotaWplaty: 227.5,
      czyDotyczyRaty2: true,
    });
    expect(pozno.dataWplaty > `${Y - 1}-05-31`).toBe(true);
    expect(ub.uiszczoneOplaty.filter((w) => w.czyNieterminoweZlozenieOswiadczenia)).toHaveLength(1);
    expect(ub.uiszczoneOplaty.filter((w) => w.czyAnulowana)).toHaveLength(1);
    // everything of last year was paid (the cancelled transfer counts for nothing)
    expect(ub.naleznosciPozostaleDoSplaty).toEqual([]);
    // this year C's instalment III is never paid: at least it remains
    const g = generujZezwolenia(demo);
    const nrC = g.zezwolenia[2]!.nr;
    const naleznoC = sumaKwot(g.naleznosci.find((n) => n.nr === nrC && n.rok === Y)!.raty);
    const wplaconoC = sumaKwot(g.wplaty.filter((w) => w.nr === nrC && w.rok === Y).map((w) => w.kwota));
    expect(r.body.naleznosciPozostaleDoSplaty).toContainEqual({
      pelnyNrZezwolenia: nrC,
      sumaNiesplaconychNaleznosci: sumaKwot([naleznoC, -wplaconoC]),
    });
    expect(sumaKwot([naleznoC, -wplaconoC])).toBeGreaterThanOrEqual(700);
  });

  it('is for institutions only: a person of the same account gets the same 403; no fees for the others', async () => {
    const osoba = await get(api.app, `${path}?${q(PODMIOTY.anna)}`, anna);
    expect(osoba.status).toBe(403);
    expect(osoba.body).toEqual(BRAK);
    expect((await get(api.app, `${path}/pdf?${q(PODMIOTY.anna)}&rok=${Y}`, anna)).status).toBe(403);
    expect((await get(api.app, `${path}?${q(PODMIOTY.jan)}`, jan)).status).toBe(403);
    const f = await get<OplatyZaZezwolenia>(api.app, `${path}?${q(PODMIOTY.fundacja)}`, anna);
    expect(f.body).toMatchObject({ lataOplat: [], rok: null, zezwolenia: [], uiszczoneOplaty: [] });
    expect((await get(api.app, `${path}?${kw}`, spoldzielnia)).status).toBe(403);
    expect((await get(api.app, `${path}?${kw}`)).status).toBe(401);
    expect((await get(api.app, `${path}?${kw}&rok=x`, anna)).status).toBe(400);
    expect((await get(api.app, `${path}/pdf?${kw}`, anna)).status).toBe(400);
  });

  it('the PDF holds the four tables of the view and both legal notes', async () => {
    const { name, text } = await pdf(`${path}/pdf?${kw}&rok=${Y - 1}`, anna);
    expect(name).toBe(`attachment; filename="oplaty-za-zezwolenia-${Y - 1}.pdf"`);
    for (const s of [
      `Opłaty za zezwolenia na sprzedaż napojów alkoholowych – rok ${Y - 1}`,
      'Kwiaciarnia „Pod Lipą” Anna Nowak · NIP 7741001232',
      'Zezwolenia',
      'Należności za zezwolenie',
      'Uiszczone opłaty',
      'Należności pozostałe do spłaty',
      `A/7/${Y - 4}`,
      'po terminie',
      'nieterminowe oświadczenie',
      'całość',
      'anulowana',
      '227,50',
      'art. 18 ust. 12a ustawy z dnia 26 października 1982 r.',
      'art. 18 ust. 12b',
      'Brak należności pozostałych do spłaty',
    ])
      expect(text).toContain(s);
  });
});

describe('waste fee parameters (service 34, /smieci/dajParametryOplatZaOdpady)', () => {
  const path = '/smieci/dajParametryOplatZaOdpady';

  it('splits current (no end, or not yet past) from archival ones, per subject', async () => {
    const r = await get<ParametryOplat>(api.app, `${path}?${q(PODMIOTY.jan)}`, jan);
    expect(r.status).toBe(200);
    const { parametryOplatAktualne: akt, parametryOplatArchiwalne: arch } = r.body;
    expect(akt.every((p) => p.doDnia === null || p.doDnia >= dzis)).toBe(true);
    expect(arch.every((p) => p.doDnia !== null && p.doDnia < dzis)).toBe(true);
    expect(akt.find((p) => p.jednostkaMiary === 'm2')).toMatchObject({ wartosc: 142.6, doDnia: null });
    expect(arch.find((p) => p.jednostkaMiary === 'm2')).toMatchObject({ wartosc: 118.4 });
    const s = await get<ParametryOplat>(api.app, `${path}?${q(PODMIOTY.spoldzielnia)}`, spoldzielnia);
    expect(s.body.parametryOplatAktualne.map((p) => p.punktOdbioru)).toEqual([
      'ul. Kwiatowa 10, 12-345 Zielona Dolina',
      'ul. Kwiatowa 12, 12-345 Zielona Dolina',
    ]);
    expect(s.body.parametryOplatAktualne.every((p) => p.jednostkaMiary === 'm3')).toBe(true);
    expect(s.body.parametryOplatArchiwalne).toHaveLength(4);
    expect((await get(api.app, `${path}?${q(PODMIOTY.fundacja)}`, anna)).body).toEqual({
      parametryOplatAktualne: [],
      parametryOplatArchiwalne: [],
    });
  });

  it('guards the calls; the PDF needs a known typWyswietlania and shows that list', async () => {
    await guarded(path, PODMIOTY.jan, jan);
    await guarded(`${path}/pdf?typWyswietlania=aktualne`, PODMIOTY.jan, jan);
    for (const t of ['', 'AKTUALNE', 'wszystkie'])
      expect((await get(api.app, `${path}/pdf?${q(PODMIOTY.jan)}&typWyswietlania=${t}`, jan)).status, t).toBe(
        400,
      );
    expect((await get(api.app, `${path}/pdf?${q(PODMIOTY.jan)}`, jan)).status).toBe(400);
    const akt = await pdf(`${path}/pdf?${q(PODMIOTY.jan)}&typWyswietlania=aktualne`, jan);
    expect(akt.name).toBe('attachment; filename="parametry-oplat-za-odpady-aktualne.pdf"');
    expect(akt.text).toContain('Parametry opłat za odpady – aktualne');
    expect(akt.text).toContain('142,60 m²');
    expect(akt.text).toContain('nadal obowiązuje');
    expect(akt.text).not.toContain('118,40');
    const arch = await pdf(`${path}/pdf?${q(PODMIOTY.jan)}&typWyswietlania=archiwalne`, jan);
    expect(arch.text).toContain('118,40 m²');
    expect(arch.text).toContain(`30.06.${Y - 1}`);
    expect(arch.text).not.toContain('nadal obowiązuje');
  });
});

describe('excise refunds and applications (services 35, 36, /paliwa)', () => {
  const wnioski = '/paliwa/dajWnioskiOZwrotAkcyzy';
  const zwroty = '/paliwa/dajZwrotyAkcyzy';

  it('applications: the years ascending, the latest year without `rok`, the limit 1.48 zł × 110 l per hectare', async () => {
    const r = await get<{ lataWnioskow: number[]; rok: number; wnioski: Wniosek[] }>(
      api.app,
      `${wnioski}?${q(PODMIOTY.jan)}&rok=${Y - 1}`,
      jan,
    );
    expect(r.status).toBe(200);
    expect(r.body.lataWnioskow).toEqual([...r.body.lataWnioskow].sort());
    const najnowszy = Math.max(
      ...generujWnioski(demo)
        .filter((w) => w.podmiot === PODMIOTY.jan)
        .map((w) => w.rok),
    );
    expect(r.body.lataWnioskow.at(-1)).toBe(najnowszy);
    expect(r.body.rok).toBe(Y - 1);
    expect(r.body.wnioski.map((w) => w.dataZlozeniaWniosku.slice(5, 7))).toEqual(['02', '08']);
    for (const w of r.body.wnioski) {
      expect(w.rocznyLimitZwrotu).toBe(
        Math.round(STAWKA_ZWROTU * LIMIT_L_NA_HA * w.powierzchniaUzytkowRolnych * 100) / 100,
      );
      expect(w.czyWyplataNaRachunekBankowy).toBe(true);
    }
    const bez = await get<{ rok: number }>(api.app, `${wnioski}?${q(PODMIOTY.jan)}`, jan);
    expect(bez.body.rok).toBe(najnowszy);
    expect((await get(api.app, `${wnioski}?${q(PODMIOTY.spoldzielnia)}`, spoldzielnia)).body).toEqual({
      lataWnioskow: [],
      rok: null,
      wnioski: [],
    });
  });

  it('refunds stay within the yearly limit; the remaining limit goes down; one of Anna’s is not paid', async () => {
    for (let rok = Y - 3; rok <= Y; rok++) {
      const r = await get<{ zwroty: Zwrot[] }>(api.app, `${zwroty}?${q(PODMIOTY.jan)}&rok=${rok}`, jan);
      expect(r.status).toBe(200);
      const suma = sumaKwot(r.body.zwroty.map((z) => z.kwotaZwrotu));
      for (const z of r.body.zwroty) expect(suma).toBeLessThanOrEqual(z.rocznyLimitZwrotu);
      const last = r.body.zwroty.at(-1);
      if (last)
        expect(last.pozostalyLimitZwrotuDoWykorzystania).toBe(sumaKwot([last.rocznyLimitZwrotu, -suma]));
    }
    // Y−1: the August application asked for more than the limit left; the refund is cut to it
    const ub = (await get<{ zwroty: Zwrot[] }>(api.app, `${zwroty}?${q(PODMIOTY.jan)}&rok=${Y - 1}`, jan))
      .body;
    expect(ub.zwroty.at(-1)!.pozostalyLimitZwrotuDoWykorzystania).toBe(0);
    // Anna's latest refund is not collected; the one before was paid
    const anny = generujWnioski(demo).filter((w) => w.podmiot === PODMIOTY.anna && w.decyzja);
    const [przed, ostatni] = [anny.at(-2)!, anny.at(-1)!];
    const a = (
      await get<{ zwroty: Zwrot[] }>(api.app, `${zwroty}?${q(PODMIOTY.anna)}&rok=${ostatni.rok}`, anna)
    ).body;
    expect(a.zwroty.find((z) => z.numerDecyzji === ostatni.decyzja!.numer)!.kwotaWyplacona).toBeNull();
    const a1 = (
      await get<{ zwroty: Zwrot[] }>(api.app, `${zwroty}?${q(PODMIOTY.anna)}&rok=${przed.rok}`, anna)
    ).body;
    const zaplacony = a1.zwroty.find((z) => z.numerDecyzji === przed.decyzja!.numer)!;
    expect(zaplacony.kwotaWyplacona).toBe(zaplacony.kwotaZwrotu);
  });

  it('the demo generator keeps every year within 1.48 zł/l × 110 l/ha', () => {
    const all = generujWnioski(datePartsOf(dzienUrzedu()));
    const lata = new Map<string, number>();
    for (const w of all) {
      expect(w.limit).toBe(Math.round(1.48 * 110 * w.ha * 100) / 100);
      const k = `${w.podmiot}:${w.rok}`;
      lata.set(k, sumaKwot([lata.get(k) ?? 0, w.decyzja?.kwota ?? 0]));
      expect(lata.get(k)!).toBeLessThanOrEqual(w.limit);
    }
  });

  it('guards both calls; a bad year is 400; the PDFs hold the rows and the "not paid" word', async () => {
    await guarded(wnioski, PODMIOTY.jan, jan);
    await guarded(`${zwroty}?rok=${Y}`, PODMIOTY.jan, jan);
    await guarded(`${zwroty}/pdf?rok=${Y}`, PODMIOTY.jan, jan);
    expect((await get(api.app, `${zwroty}?${q(PODMIOTY.jan)}`, jan)).status).toBe(400);
    expect((await get(api.app, `${wnioski}?${q(PODMIOTY.jan)}&rok=20x4`, jan)).status).toBe(400);
    // the year of Anna's refund not collected yet
    const rok = generujWnioski(demo)
      .filter((x) => x.podmiot === PODMIOTY.anna && x.decyzja)
      .at(-1)!.rok;
    const w = (await get<{ wnioski: Wniosek[] }>(api.app, `${wnioski}?${q(PODMIOTY.anna)}&rok=${rok}`, anna))
      .body;
    const wp = await pdf(`${wnioski}/pdf?${q(PODMIOTY.anna)}&rok=${rok}`, anna);
    expect(wp.name).toBe(`attachment; filename="wnioski-o-zwrot-akcyzy-${rok}.pdf"`);
    for (const x of w.wnioski) expect(wp.text).toContain(x.sygnaturaWniosku);
    expect(wp.text).toContain('3,2500');
    expect(wp.text).toContain('wypłata w kasie urzędu');
    const zp = await pdf(`${zwroty}/pdf?${q(PODMIOTY.anna)}&rok=${rok}`, anna);
    expect(zp.text).toContain('nie wypłacono');
    const fp = await pdf(`${zwroty}/pdf?${q(PODMIOTY.fundacja)}&rok=${rok}`, anna);
    expect(fp.text).toContain('Brak zwrotów');
  });
});

describe('per-service maintenance of services 32–36', () => {
  it('a break of one service answers 503 on its calls (and its /pdf) only', async () => {
    const brk = (uslugi: number[]) => adminPost(api.app, '/admin/przerwa-techniczna-uslugi', { uslugi });
    try {
      expect((await brk([35])).status).toBe(200);
      const j = q(PODMIOTY.jan);
      for (const p of [`/paliwa/dajZwrotyAkcyzy?${j}&rok=${Y}`, `/paliwa/dajZwrotyAkcyzy/pdf?${j}&rok=${Y}`])
        expect((await get(api.app, p, jan)).status, p).toBe(503);
      // the application years are the selector of 35 and the list of 36: down only when both are
      expect((await get(api.app, `/paliwa/dajWnioskiOZwrotAkcyzy?${j}`, jan)).status).toBe(200);
      await brk([35, 36]);
      expect((await get(api.app, `/paliwa/dajWnioskiOZwrotAkcyzy?${j}`, jan)).status).toBe(503);
      expect((await get(api.app, `/dsp/dajLataOplatLokalnych?${j}`, jan)).status).toBe(200);
      await brk([33]);
      expect(
        (await get(api.app, `/alkohole/dajOplatyZaZezwolenia?${q(PODMIOTY.kwiaciarnia)}`, anna)).status,
      ).toBe(503);
      expect((await get(api.app, `/smieci/dajParametryOplatZaOdpady?${j}`, jan)).status).toBe(200);
    } finally {
      await brk([]);
    }
  });
});
