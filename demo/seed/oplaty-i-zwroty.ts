/**
 * Demo data of the fee and refund services (spec 02 services 32–36) for the demo subjects (README "Demo
 * accounts"). Years and dates are relative to the office's day when the data set is made, so the latest year
 * is always the current one; a payment or an application is only recorded once its day has come. The figures
 * follow the Polish rules of DESIGN.md §7: alcohol permit fees in three instalments (31 Jan, 31 May, 30 Sep),
 * 30 % extra for a late statement of sales or a late instalment; excise refund 1.48 zł per litre within
 * 110 l per hectare a year, applications in February and August.
 */
import { datePartsOf, pad, toIsoDate, type DateParts } from '../../src/core/dates.ts';
import type { Db } from '../../server/db.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { sumaKwot } from '../../server/format.ts';
import { MIEJSCA } from './adresy.ts';
import { between, streamFor } from './prng.ts';
import type { ZestawDemo } from './index.ts';

/** The demo subjects (seed/konto.ts) by who they are. */
export const PODMIOTY = {
  jan: '85010112352',
  anna: '78031545683',
  marek: '71120156737',
  katarzyna: '93042867845',
  spoldzielnia: '5252525259',
  kwiaciarnia: '7741001232',
  fundacja: '9512004566',
} as const;

const dzien = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** The day before y-m-d: a permit granted for five years ends the day before the fifth anniversary. */
const dzienPrzed = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d - 1));
  return dzien(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
};
const vat = (netto: number) => Math.round(netto * 23) / 100;
const grosze = (n: number) => Math.round(n * 100) / 100;

// ------------------------------------------------------------------------------------------------------------
// Local fees (service 32)

export interface UmowaDemo {
  id: number;
  podmiot: string;
  nrKarty: string;
  nazwaOplaty: string;
  nrDecyzji: string;
  dataZawarcia: string;
  dataRozwiazania: string | null;
  raty: { rok: number; nrRaty: number; powstanie: string; termin: string; netto: number; vat: number }[];
}

/** Dues of an agreement: `terminy` (month, day) each year with `netto`, from `od` to `do` (years). */
function raty(od: number, doRoku: number, terminy: [number, number][], netto: number, dzis: string) {
  const wynik: UmowaDemo['raty'] = [];
  for (let rok = od; rok <= doRoku; rok++) {
    terminy.forEach(([m, d], i) => {
      // a due arises on the first working day of its deadline's month (the invoice of the agreement)
      const powstanie = dzien(rok, m, m === 1 ? 2 : 1);
      if (powstanie > dzis) return;
      wynik.push({ rok, nrRaty: i + 1, powstanie, termin: dzien(rok, m, d), netto, vat: vat(netto) });
    });
  }
  return wynik;
}

export function generujUmowy(dzis: DateParts): UmowaDemo[] {
  const Y = dzis.y;
  const d = toIsoDate(dzis);
  const miesiace = Array.from({ length: 12 }, (_, i): [number, number] => [i + 1, 10]);
  const kwartaly: [number, number][] = [
    [3, 31],
    [6, 30],
    [9, 30],
    [12, 31],
  ];
  return [
    {
      id: 1,
      podmiot: PODMIOTY.jan,
      nrKarty: 'OL/2019/0142',
      nazwaOplaty: 'Dzierżawa gruntu pod garaż – dz. nr 215/3',
      nrDecyzji: 'GN.6845.14.2019',
      dataZawarcia: '2019-04-01',
      dataRozwiazania: null,
      raty: raty(
        Y - 3,
        Y,
        [
          [3, 31],
          [9, 30],
        ],
        180,
        d,
      ),
    },
    {
      id: 2,
      podmiot: PODMIOTY.jan,
      nrKarty: `OL/${Y - 3}/0311`,
      nazwaOplaty: 'Najem stoiska nr 7 na targowisku gminnym',
      nrDecyzji: `GN.6845.31.${Y - 3}`,
      dataZawarcia: dzien(Y - 3, 4, 1),
      dataRozwiazania: dzien(Y - 2, 9, 30),
      raty: [
        ...raty(Y - 3, Y - 3, kwartaly.slice(1), 150, d),
        ...raty(Y - 2, Y - 2, kwartaly.slice(0, 3), 150, d),
      ],
    },
    {
      id: 3,
      podmiot: PODMIOTY.anna,
      nrKarty: `OL/${Y - 1}/0457`,
      nazwaOplaty: 'Dzierżawa działki rekreacyjnej nr 88/2 nad zalewem',
      nrDecyzji: `GN.6845.45.${Y - 1}`,
      dataZawarcia: dzien(Y - 1, 6, 1),
      dataRozwiazania: null,
      raty: [
        ...raty(Y - 1, Y - 1, [[6, 30]], 245, d),
        ...raty(Y, Y, [[3, 31]], 420, d).map((r) => ({ ...r, nrRaty: 1 })),
      ],
    },
    {
      id: 4,
      podmiot: PODMIOTY.kwiaciarnia,
      nrKarty: 'OL/2021/0007',
      nazwaOplaty: `Najem lokalu użytkowego – ${MIEJSCA.kwiaciarnia}`,
      nrDecyzji: 'GN.6845.2.2021',
      dataZawarcia: '2021-01-01',
      dataRozwiazania: null,
      raty: raty(Y - 2, Y, miesiace, 1250, d),
    },
    {
      id: 5,
      podmiot: PODMIOTY.kwiaciarnia,
      nrKarty: `OL/${Y - 1}/0210`,
      nazwaOplaty: 'Dzierżawa terenu pod ogródek sezonowy – Rynek',
      nrDecyzji: `GN.6845.21.${Y - 1}`,
      dataZawarcia: dzien(Y - 1, 4, 1),
      dataRozwiazania: dzien(Y - 1, 9, 30),
      raty: raty(Y - 1, Y - 1, [[4, 30]], 540, d),
    },
    {
      id: 6,
      podmiot: PODMIOTY.spoldzielnia,
      nrKarty: 'OL/2015/0003',
      nazwaOplaty: 'Dzierżawa terenu pod parking – ul. Słoneczna',
      nrDecyzji: 'GN.6845.3.2015',
      dataZawarcia: '2015-07-01',
      dataRozwiazania: null,
      raty: raty(Y - 3, Y, kwartaly, 2400, d),
    },
    {
      id: 7,
      podmiot: PODMIOTY.spoldzielnia,
      nrKarty: 'OL/2018/0022',
      nazwaOplaty: 'Dzierżawa gruntu pod boisko osiedlowe – dz. nr 301/7',
      nrDecyzji: 'GN.6845.22.2018',
      dataZawarcia: '2018-01-01',
      dataRozwiazania: dzien(Y - 2, 12, 31),
      raty: raty(Y - 3, Y - 2, [[6, 30]], 960, d),
    },
    {
      id: 8,
      podmiot: PODMIOTY.marek,
      nrKarty: 'OL/2020/0090',
      nazwaOplaty: 'Dzierżawa gruntu rolnego – dz. nr 402/1',
      nrDecyzji: 'GN.6845.9.2020',
      dataZawarcia: '2020-10-01',
      dataRozwiazania: null,
      raty: raty(Y - 2, Y, [[9, 30]], 310, d),
    },
  ];
}

// ------------------------------------------------------------------------------------------------------------
// Alcohol permit fees (service 33)

export interface ZezwolenieDemo {
  nr: string;
  dokument: string;
  podmiot: string;
  punkt: string;
  rodzaj: string;
  kategoria: 'A' | 'B' | 'C';
  od: string;
  do: string;
}
export interface NaleznoscDemo {
  nr: string;
  rok: number;
  raty: [number, number, number];
  dodatkowe: [number, number, number];
  nieterOsw: number;
}
export interface WplataDemo {
  nr: string;
  rok: number;
  kwota: number;
  data: string;
  raty: (1 | 2 | 3)[] | 'wszystkie';
  nieterOsw?: boolean;
  poTerminie?: boolean;
  anulowana?: boolean;
}

const POZA_MIEJSCEM = 'Sprzedaż napojów alkoholowych przeznaczonych do spożycia poza miejscem sprzedaży';
/** 30 % of a fee (art. 18 ust. 12a and 12b). */
const dodatkowa = (n: number) => grosze(n * 0.3);
/** A yearly fee in three instalments, the cents on the last. */
const trzyRaty = (n: number): [number, number, number] => {
  const r = Math.floor((n / 3) * 100) / 100;
  return [r, r, grosze(n - 2 * r)];
};

export function generujZezwolenia(dzis: DateParts) {
  const Y = dzis.y;
  const d = toIsoDate(dzis);
  const punkt = `Kwiaciarnia „Pod Lipą”, ${MIEJSCA.kwiaciarnia}`;
  const z = (kategoria: 'A' | 'B' | 'C', nr: number, rokWydania: number, od: string, lat: number) => ({
    nr: `${kategoria}/${nr}/${rokWydania}`,
    dokument: `SO.7340.${nr}.${rokWydania}`,
    podmiot: PODMIOTY.kwiaciarnia,
    punkt,
    rodzaj: POZA_MIEJSCEM,
    kategoria,
    od,
    do: dzienPrzed(Number(od.slice(0, 4)) + lat, Number(od.slice(5, 7)), Number(od.slice(8))),
  });
  const A = z('A', 7, Y - 4, dzien(Y - 4, 3, 1), 5);
  const B = z('B', 8, Y - 4, dzien(Y - 4, 3, 1), 5);
  const C = z('C', 3, Y - 2, dzien(Y - 2, 5, 15), 5);
  const zezwolenia: ZezwolenieDemo[] = [A, B, C];

  // C's first year is prorated from its first day and paid at once before it is issued
  const dniC = (Date.UTC(Y - 2, 11, 31) - Date.UTC(Y - 2, 4, 15)) / 86_400_000 + 1;
  const pierwszyRokC = grosze((2100 * dniC) / 365);
  // A's fee of the current year is 1.4 % of last year's sales of 41 250 zł (above the 37 500 zł threshold)
  const naleznosci: NaleznoscDemo[] = [
    { nr: A.nr, rok: Y - 2, raty: trzyRaty(525), dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: B.nr, rok: Y - 2, raty: trzyRaty(525), dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: C.nr, rok: Y - 2, raty: [pierwszyRokC, 0, 0], dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: A.nr, rok: Y - 1, raty: trzyRaty(525), dodatkowe: [0, dodatkowa(175), 0], nieterOsw: 0 },
    { nr: B.nr, rok: Y - 1, raty: trzyRaty(525), dodatkowe: [0, 0, 0], nieterOsw: dodatkowa(525) },
    { nr: C.nr, rok: Y - 1, raty: trzyRaty(2100), dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: A.nr, rok: Y, raty: trzyRaty(577.5), dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: B.nr, rok: Y, raty: trzyRaty(525), dodatkowe: [0, 0, 0], nieterOsw: 0 },
    { nr: C.nr, rok: Y, raty: trzyRaty(2100), dodatkowe: [0, 0, 0], nieterOsw: 0 },
  ];
  const wszystkie: WplataDemo[] = [
    { nr: A.nr, rok: Y - 2, kwota: 175, data: dzien(Y - 2, 1, 27), raty: [1] },
    { nr: A.nr, rok: Y - 2, kwota: 175, data: dzien(Y - 2, 5, 28), raty: [2] },
    { nr: A.nr, rok: Y - 2, kwota: 175, data: dzien(Y - 2, 9, 26), raty: [3] },
    { nr: B.nr, rok: Y - 2, kwota: 525, data: dzien(Y - 2, 1, 27), raty: 'wszystkie' },
    { nr: C.nr, rok: Y - 2, kwota: pierwszyRokC, data: dzien(Y - 2, 5, 8), raty: 'wszystkie' },
    { nr: A.nr, rok: Y - 1, kwota: 175, data: dzien(Y - 1, 1, 29), raty: [1] },
    // instalment II paid 12 days late, with its 30 % extra fee (art. 18 ust. 12b)
    {
      nr: A.nr,
      rok: Y - 1,
      kwota: 175 + dodatkowa(175),
      data: dzien(Y - 1, 6, 12),
      raty: [2],
      poTerminie: true,
    },
    { nr: A.nr, rok: Y - 1, kwota: 175, data: dzien(Y - 1, 9, 29), raty: [3] },
    // the statement of B's sales came in February: 30 % of the fee extra (art. 18 ust. 12a)
    {
      nr: B.nr,
      rok: Y - 1,
      kwota: dodatkowa(525),
      data: dzien(Y - 1, 2, 20),
      raty: [],
      nieterOsw: true,
    },
    { nr: B.nr, rok: Y - 1, kwota: 525, data: dzien(Y - 1, 2, 20), raty: 'wszystkie' },
    { nr: C.nr, rok: Y - 1, kwota: 700, data: dzien(Y - 1, 1, 30), raty: [1] },
    { nr: C.nr, rok: Y - 1, kwota: 700, data: dzien(Y - 1, 5, 30), raty: [2] },
    { nr: C.nr, rok: Y - 1, kwota: 700, data: dzien(Y - 1, 9, 25), raty: [3] },
    // the same transfer sent twice: the second was returned
    { nr: C.nr, rok: Y - 1, kwota: 700, data: dzien(Y - 1, 9, 26), raty: [3], anulowana: true },
    { nr: A.nr, rok: Y, kwota: 192.5, data: dzien(Y, 1, 29), raty: [1] },
    { nr: A.nr, rok: Y, kwota: 192.5, data: dzien(Y, 5, 27), raty: [2] },
    { nr: A.nr, rok: Y, kwota: 192.5, data: dzien(Y, 9, 24), raty: [3] },
    { nr: B.nr, rok: Y, kwota: 525, data: dzien(Y, 1, 30), raty: 'wszystkie' },
    { nr: C.nr, rok: Y, kwota: 700, data: dzien(Y, 1, 30), raty: [1] },
    { nr: C.nr, rok: Y, kwota: 700, data: dzien(Y, 5, 29), raty: [2] },
    // C's instalment III of the current year is not paid: it stays among the remaining dues
  ];
  const wplaty = wszystkie.filter((w) => w.data <= d);
  return { zezwolenia, naleznosci, wplaty };
}

// ------------------------------------------------------------------------------------------------------------
// Waste fee parameters (service 34)

export interface ParametrDemo {
  podmiot: string;
  punkt: string;
  parametr: string;
  od: string;
  do: string | null;
  wartosc: number;
  jednostka: string;
}

const ZUZYCIE = 'Średnie miesięczne zużycie wody';
const POWIERZCHNIA = 'Powierzchnia lokalu mieszkalnego';

export function generujParametry(dzis: DateParts): ParametrDemo[] {
  const Y = dzis.y;
  const rnd = streamFor('odpady:parametry');
  const p = (
    podmiot: string,
    punkt: string,
    parametr: string,
    od: string,
    doDnia: string | null,
    wartosc: number,
    jednostka: string,
  ): ParametrDemo => ({ podmiot, punkt, parametr, od, do: doDnia, wartosc, jednostka });
  const lista: ParametrDemo[] = [
    // houses pay by floor area (the gmina's method for houses); the extension of the house raised it
    p(PODMIOTY.jan, MIEJSCA.domJana, POWIERZCHNIA, dzien(Y - 4, 1, 1), dzien(Y - 1, 6, 30), 118.4, 'm2'),
    p(PODMIOTY.jan, MIEJSCA.domJana, POWIERZCHNIA, dzien(Y - 1, 7, 1), null, 142.6, 'm2'),
    p(PODMIOTY.jan, MIEJSCA.domJana, 'Kompostownik przydomowy', dzien(Y - 2, 4, 1), null, 1, 'szt.'),
    p(PODMIOTY.marek, MIEJSCA.domMarka, POWIERZCHNIA, dzien(Y - 3, 1, 1), null, 96.0, 'm2'),
    p(PODMIOTY.katarzyna, MIEJSCA.mieszkanieKatarzyny, ZUZYCIE, dzien(Y, 1, 1), dzien(Y, 12, 31), 3.1, 'm3'),
    p(
      PODMIOTY.kwiaciarnia,
      MIEJSCA.kwiaciarnia,
      'Pojemnik 120 l na odpady zmieszane',
      dzien(Y - 3, 1, 1),
      dzien(Y - 1, 12, 31),
      2,
      'szt.',
    ),
    p(
      PODMIOTY.kwiaciarnia,
      MIEJSCA.kwiaciarnia,
      'Pojemnik 240 l na odpady zmieszane',
      dzien(Y, 1, 1),
      null,
      1,
      'szt.',
    ),
    p(
      PODMIOTY.kwiaciarnia,
      MIEJSCA.kwiaciarnia,
      'Pojemnik 240 l na bioodpady',
      dzien(Y, 1, 1),
      null,
      2,
      'szt.',
    ),
  ];
  // flats and the cooperative's metered buildings: the fee by the mean water use of the previous year, set for
  // each calendar year
  for (let rok = Y - 2; rok <= Y; rok++) {
    lista.push(
      p(
        PODMIOTY.anna,
        MIEJSCA.mieszkanieAnny,
        ZUZYCIE,
        dzien(rok, 1, 1),
        dzien(rok, 12, 31),
        grosze(between(rnd, 5.5, 7.5)),
        'm3',
      ),
    );
    for (const budynek of [MIEJSCA.spoldzielniaKwiatowa10, MIEJSCA.spoldzielniaKwiatowa12])
      lista.push(
        p(
          PODMIOTY.spoldzielnia,
          budynek,
          ZUZYCIE,
          dzien(rok, 1, 1),
          dzien(rok, 12, 31),
          grosze(between(rnd, 240, 420)),
          'm3',
        ),
      );
  }
  return lista;
}

// ------------------------------------------------------------------------------------------------------------
// Excise refunds (services 35, 36)

/** Refund rate per litre and the yearly limit per hectare (DESIGN.md §7). */
export const STAWKA_ZWROTU = 1.48;
export const LIMIT_L_NA_HA = 110;
export const rocznyLimit = (ha: number) => grosze(STAWKA_ZWROTU * LIMIT_L_NA_HA * ha);

export interface WniosekDemo {
  sygnatura: string;
  podmiot: string;
  rok: number;
  data: string;
  ha: number;
  litry: number;
  limit: number;
  naRachunek: boolean;
  /** None while the office has not decided yet. */
  decyzja: { numer: string; data: string; kwota: number; pozostalo: number; wyplata: string | null } | null;
}

export function generujWnioski(dzis: DateParts): WniosekDemo[] {
  const Y = dzis.y;
  const d = toIsoDate(dzis);
  const rnd = streamFor('paliwa:wnioski');
  const gospodarstwa = [
    // the second application of Y−1 asks for more than the limit leaves: the refund is cut to it
    {
      podmiot: PODMIOTY.jan,
      ha: (rok: number) => (rok < Y - 2 ? 12.85 : 14.37),
      naRachunek: true,
      okna: [2, 8],
    },
    { podmiot: PODMIOTY.marek, ha: () => 31.042, naRachunek: true, okna: [2, 8] },
    // a small farm: one application a year, paid at the office cash desk; the latest refund not collected yet
    { podmiot: PODMIOTY.anna, ha: () => 3.25, naRachunek: false, okna: [8] },
  ];
  const wynik: WniosekDemo[] = [];
  for (let rok = Y - 3; rok <= Y; rok++) {
    let nr = 0;
    for (const g of gospodarstwa) {
      const ha = g.ha(rok);
      const limit = rocznyLimit(ha);
      let pozostalo = limit;
      for (const miesiac of g.okna) {
        nr++;
        const data = dzien(rok, miesiac, 3 + Math.floor(rnd() * 20));
        if (data > d) continue;
        // litres on the invoices of the half-year: a quarter to under half of the yearly limit's litres
        const udzial =
          g.podmiot === PODMIOTY.jan && rok === Y - 1 && miesiac === 8 ? 0.75 : between(rnd, 0.25, 0.45);
        const litry = Math.round(LIMIT_L_NA_HA * ha * udzial);
        const kwota = Math.min(grosze(litry * STAWKA_ZWROTU), pozostalo);
        const sygnatura = `FN.3123.${nr}.${rok}`;
        // decided within 30 days; paid in April and October, for the February and August applications
        const dataDecyzji = dzien(rok, miesiac + 1, 5 + Math.floor(rnd() * 20));
        const zdecydowano = dataDecyzji <= d;
        if (zdecydowano) pozostalo = grosze(pozostalo - kwota);
        wynik.push({
          sygnatura,
          podmiot: g.podmiot,
          rok,
          data,
          ha,
          litry,
          limit,
          naRachunek: g.naRachunek,
          decyzja: zdecydowano
            ? {
                numer: `${sygnatura}.D`,
                data: dataDecyzji,
                kwota,
                pozostalo,
                wyplata: dzien(rok, miesiac + 2, 20),
              }
            : null,
        });
      }
    }
  }
  // Anna has not collected her latest refund at the cash desk: it stays not paid whatever the day
  const ostatnia = wynik.filter((w) => w.podmiot === PODMIOTY.anna && w.decyzja).at(-1);
  if (ostatnia?.decyzja) ostatnia.decyzja.wyplata = null;
  return wynik;
}

// ------------------------------------------------------------------------------------------------------------

export async function seedOplatyIZwroty(db: Db, dzisDzien: DateParts): Promise<void> {
  await db.exec(`DELETE FROM oplaty_lokalne_umowy; DELETE FROM alkohole_zezwolenia; DELETE FROM smieci_parametry;
    DELETE FROM paliwa_wnioski`);
  for (const u of generujUmowy(dzisDzien)) {
    await db.query(
      `INSERT INTO oplaty_lokalne_umowy (id, podmiot, nr_karty, nazwa_oplaty, nr_decyzji, data_zawarcia, data_rozwiazania)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [u.id, u.podmiot, u.nrKarty, u.nazwaOplaty, u.nrDecyzji, u.dataZawarcia, u.dataRozwiazania],
    );
    for (const r of u.raty)
      await db.query(
        `INSERT INTO oplaty_lokalne_raty (umowa_id, rok, nr_raty, data_powstania, termin_platnosci, kwota_netto, kwota_vat)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [u.id, r.rok, r.nrRaty, r.powstanie, r.termin, r.netto, r.vat],
      );
  }
  const { zezwolenia, naleznosci, wplaty } = generujZezwolenia(dzisDzien);
  for (const z of zezwolenia)
    await db.query(
      `INSERT INTO alkohole_zezwolenia (nr_zezwolenia, nr_dokumentu, podmiot, nazwa_punktu, rodzaj_opis, kategoria,
         wazne_od, wazne_do) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [z.nr, z.dokument, z.podmiot, z.punkt, z.rodzaj, z.kategoria, z.od, z.do],
    );
  for (const n of naleznosci)
    await db.query(
      `INSERT INTO alkohole_naleznosci (nr_zezwolenia, rok, kwota_nalezna, kwota_raty1, kwota_raty2, kwota_raty3,
         dodatkowa_opl_rata1, dodatkowa_opl_rata2, dodatkowa_opl_rata3, dodatkowa_opl_nieter_osw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [n.nr, n.rok, sumaKwot(n.raty), ...n.raty, ...n.dodatkowe, n.nieterOsw],
    );
  for (const [i, w] of wplaty.entries()) {
    const wszystkie = w.raty === 'wszystkie';
    const rata = (k: 1 | 2 | 3) => wszystkie || (w.raty as number[]).includes(k);
    await db.query(
      `INSERT INTO alkohole_wplaty (id, nr_zezwolenia, rok, kwota, data_wplaty, czy_wszystkie_raty, czy_rata1,
         czy_rata2, czy_rata3, czy_nieterminowe_oswiadczenie, czy_po_terminie, czy_anulowana)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        i + 1,
        w.nr,
        w.rok,
        w.kwota,
        w.data,
        wszystkie,
        rata(1),
        rata(2),
        rata(3),
        w.nieterOsw ?? false,
        w.poTerminie ?? false,
        w.anulowana ?? false,
      ],
    );
  }
  for (const [i, p] of generujParametry(dzisDzien).entries())
    await db.query(
      `INSERT INTO smieci_parametry (id, podmiot, punkt_odbioru, parametr, od_dnia, do_dnia, wartosc, jednostka)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [i + 1, p.podmiot, p.punkt, p.parametr, p.od, p.do, p.wartosc, p.jednostka],
    );
  for (const w of generujWnioski(dzisDzien)) {
    await db.query(
      `INSERT INTO paliwa_wnioski (sygnatura, podmiot, rok, data_zlozenia, powierzchnia_ha, ilosc_oleju_l,
         roczny_limit, czy_na_rachunek) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [w.sygnatura, w.podmiot, w.rok, w.data, w.ha, w.litry, w.limit, w.naRachunek],
    );
    if (w.decyzja)
      await db.query(
        `INSERT INTO paliwa_zwroty (numer_decyzji, sygnatura_wniosku, data_decyzji, kwota_zwrotu, pozostaly_limit,
         data_wyplaty) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          w.decyzja.numer,
          w.sygnatura,
          w.decyzja.data,
          w.decyzja.kwota,
          w.decyzja.pozostalo,
          w.decyzja.wyplata,
        ],
      );
  }
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'oplaty-i-zwroty', po: [], generuj: (db) => seedOplatyIZwroty(db, datePartsOf(dzienUrzedu())) },
];
