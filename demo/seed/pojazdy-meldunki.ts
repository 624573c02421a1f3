/**
 * Demo vehicles, vehicle tax rates and registration statistics of Zielona Dolina (spec 01 §3). Pure generation
 * (`generuj*`) is separate from the insert so tests can check the figures. Dates are relative to today, so the
 * counts of "today" always have data.
 */
import { toIsoDate, type DateParts } from '../../src/core/dates.ts';
import type { Db } from '../../server/db.ts';
import { dorosly, miejscowosci, rejestrMieszkancow } from './rejestr-mieszkancow.ts';
import { between, chance, streamFor, type Random } from './prng.ts';
import type { ZestawDemo } from './index.ts';

// ------------------------------------------------------------------------------------------------------------
// Vehicles by taxation norm (service 5)

/** Emission norms that set the tax rate of a heavy vehicle, newest first; `od` is the first year it applied. */
export const normy = [
  { kod: 'ELEKTRYCZNY', nazwa: 'Pojazdy z napędem elektrycznym lub wodorowym', od: 2019 },
  { kod: 'EURO6', nazwa: 'Norma EURO 6', od: 2014 },
  { kod: 'EURO5', nazwa: 'Norma EURO 5 / EEV', od: 2009 },
  { kod: 'EURO4', nazwa: 'Norma EURO 4', od: 2006 },
  { kod: 'EURO3', nazwa: 'Norma EURO 3', od: 2001 },
  { kod: 'EURO2', nazwa: 'Norma EURO 2 i starsze', od: 1990 },
] as const;

/** How many taxable vehicles the register has held since 1990 (about 300 of them registered today). */
export const LICZBA_POJAZDOW = 480;
/** First registration in the demo register: counts on earlier days are empty. */
export const PIERWSZA_REJESTRACJA: DateParts = { y: 1992, m: 3, d: 2 };

export interface PojazdDemo {
  id: number;
  norma: string;
  dataRejestracji: string;
  dataWyrejestrowania: string | null;
}

const DZIEN = 86_400_000;
const utc = (p: DateParts) => Date.UTC(p.y, p.m - 1, p.d);
const zUtc = (ms: number): DateParts => {
  const d = new Date(ms);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};

/** The norm a vehicle registered in `rok` most likely meets: the newest one in force, sometimes the previous. */
function normaDla(rnd: Random, rok: number): string {
  const wMocy = normy.filter((n) => n.od <= rok && n.kod !== 'ELEKTRYCZNY');
  if (rok >= 2019 && chance(rnd, 0.05)) return 'ELEKTRYCZNY';
  // a used vehicle brought in from abroad meets an older norm
  const idx = chance(rnd, 0.25) && wMocy.length > 1 ? 1 : 0;
  return wMocy[idx]!.kod;
}

export function generujPojazdy(dzis: DateParts): PojazdDemo[] {
  const rnd = streamFor('pojazdy:ewidencja');
  const start = utc(PIERWSZA_REJESTRACJA);
  const koniec = utc(dzis);
  const wynik: PojazdDemo[] = [];
  for (let i = 0; i < LICZBA_POJAZDOW; i++) {
    // more registrations in recent years: the square root skews towards today
    const ms = i === 0 ? start : start + Math.floor((Math.sqrt(rnd()) * (koniec - start)) / DZIEN) * DZIEN;
    const rej = zUtc(ms);
    const norma = normaDla(rnd, rej.y);
    const lat = between(rnd, 3, 22);
    const wyr = chance(rnd, 0.6) ? ms + Math.round(lat * 365) * DZIEN : null;
    wynik.push({
      id: i + 1,
      norma,
      dataRejestracji: toIsoDate(rej),
      dataWyrejestrowania: wyr !== null && wyr < koniec ? toIsoDate(zUtc(wyr)) : null,
    });
  }
  return wynik;
}

// ------------------------------------------------------------------------------------------------------------
// Vehicle tax rates (service 11)

/**
 * Rate categories of the tax on means of transport (act on local taxes and fees, art. 10) with the ministry's
 * maximum of 2025 and the share of it the council charges. Maxima of other years follow the yearly indexation.
 */
export const kategorieStawek = [
  ['Samochody ciężarowe o dopuszczalnej masie całkowitej powyżej 3,5 t do 5,5 t włącznie', 1228.61, 0.72],
  ['Samochody ciężarowe o dopuszczalnej masie całkowitej powyżej 5,5 t do 9 t włącznie', 2047.69, 0.7],
  ['Samochody ciężarowe o dopuszczalnej masie całkowitej powyżej 9 t i poniżej 12 t', 2457.25, 0.68],
  ['Samochody ciężarowe od 12 t – 2 osie, zawieszenie pneumatyczne', 3669.3, 0.62],
  ['Samochody ciężarowe od 12 t – 3 osie, zawieszenie pneumatyczne', 3990.4, 0.6],
  ['Samochody ciężarowe od 12 t – 4 osie i więcej, inne systemy zawieszenia', 5631.73, 0.58],
  [
    'Ciągniki siodłowe i balastowe o dopuszczalnej masie całkowitej zespołu od 3,5 t i poniżej 12 t',
    2866.51,
    0.66,
  ],
  ['Ciągniki siodłowe i balastowe od 12 t – 2 osie, zawieszenie pneumatyczne', 3521.12, 0.6],
  ['Ciągniki siodłowe i balastowe od 12 t – 3 osie i więcej, inne systemy zawieszenia', 4095.98, 0.61],
  ['Przyczepy i naczepy o dopuszczalnej masie całkowitej od 7 t i poniżej 12 t', 1842.38, 0.64],
  ['Przyczepy i naczepy od 12 t – 1 oś, zawieszenie pneumatyczne', 1126.95, 0.65],
  ['Autobusy o liczbie miejsc do siedzenia poza miejscem kierowcy mniejszej niż 22', 2457.25, 0.7],
  ['Autobusy o liczbie miejsc do siedzenia poza miejscem kierowcy równej lub wyższej niż 22', 3106.56, 0.69],
] as const;

/** Yearly indexation of the maxima (the ministry follows consumer prices), by the year it applies to. */
const INDEKSACJA: Record<number, number> = {
  2021: 1.034,
  2022: 1.049,
  2023: 1.114,
  2024: 1.119,
  2025: 1.046,
};
const indeks = (rok: number) => INDEKSACJA[rok] ?? 1.04;

/** How many years of rates the demo holds, ending with the current one. */
export const LATA_STAWEK = 6;

export interface StawkaDemo {
  kolejnosc: number;
  nazwaStawki: string;
  stawkaRoczna: number;
  stawkaRocznaMax: number;
}

/** The ministry's maximum of `rok` for a category whose 2025 maximum is `max2025`, rounded to grosze. */
export function maksimum(max2025: number, rok: number): number {
  let m = max2025;
  for (let r = 2025; r < rok; r++) m *= indeks(r + 1);
  for (let r = 2025; r > rok; r--) m /= indeks(r);
  return Math.round(m * 100) / 100;
}

export function generujStawki(rok: number): StawkaDemo[] {
  return kategorieStawek.map(([nazwaStawki, max2025, udzial], i) => {
    const stawkaRocznaMax = maksimum(max2025, rok);
    // the council sets whole złote
    return {
      kolejnosc: i + 1,
      nazwaStawki,
      stawkaRocznaMax,
      stawkaRoczna: Math.floor(stawkaRocznaMax * udzial),
    };
  });
}

export const lataStawek = (biezacyRok: number) =>
  Array.from({ length: LATA_STAWEK }, (_, i) => biezacyRok - LATA_STAWEK + 1 + i);

// ------------------------------------------------------------------------------------------------------------
// Registrations by locality, sex and age (services 7 and 10)

export interface MeldunkiDemo {
  nazwaMiejscowosci: string;
  liczbaWyborcow: number;
  /** [rodzaj, kobiety < 18, mężczyźni < 18, kobiety ≥ 18, mężczyźni ≥ 18] */
  grupy: [rodzaj: 'S' | 'C', number, number, number, number][];
}

/** Counted from the one register of demo residents (rejestr-mieszkancow.ts, issue 12 item 5). */
export function generujMeldunki(biezacyRok = new Date().getFullYear()): MeldunkiDemo[] {
  const ludzie = rejestrMieszkancow(biezacyRok);
  return miejscowosci.map(([nazwaMiejscowosci], i) => {
    const tu = ludzie.filter((m) => m.miejscowosc === i);
    const grupy = (['S', 'C'] as const).map((rodzaj) => {
      const r = tu.filter((m) => m.rodzaj === rodzaj);
      const ile = (plec: 'K' | 'M', doroslych: boolean) =>
        r.filter((m) => m.plec === plec && dorosly(m.rokUrodzenia, biezacyRok) === doroslych).length;
      return [
        rodzaj,
        ile('K', false),
        ile('M', false),
        ile('K', true),
        ile('M', true),
      ] as MeldunkiDemo['grupy'][number];
    });
    return { nazwaMiejscowosci, liczbaWyborcow: tu.filter((m) => m.wyborca).length, grupy };
  });
}

// ------------------------------------------------------------------------------------------------------------

/** One multi-row INSERT with `$n` parameters (the same SQL for PGlite and pg). */
async function wstaw(db: Db, tabela: string, kolumny: string[], wiersze: unknown[][]): Promise<void> {
  for (let start = 0; start < wiersze.length; start += 500) {
    const partia = wiersze.slice(start, start + 500);
    const w = kolumny.length;
    const values = partia
      .map((_, i) => `(${kolumny.map((_, j) => `$${i * w + j + 1}`).join(', ')})`)
      .join(',\n');
    await db.query(`INSERT INTO ${tabela} (${kolumny.join(', ')}) VALUES ${values}`, partia.flat());
  }
}

export async function seedPojazdyMeldunki(db: Db, dzis: Date = new Date()): Promise<void> {
  // Start clean, so a seed cut short earlier is redone rather than duplicated.
  await db.exec(`DELETE FROM pojazdy_ewidencja; DELETE FROM pojazdy_normy; DELETE FROM pojazdy_stawki;
    DELETE FROM meldunki_plec_wiek; DELETE FROM meldunki_miejscowosci`);
  const dzien = { y: dzis.getFullYear(), m: dzis.getMonth() + 1, d: dzis.getDate() };
  await wstaw(
    db,
    'pojazdy_normy',
    ['kod', 'nazwa_normy', 'kolejnosc'],
    normy.map((n, i) => [n.kod, n.nazwa, i + 1]),
  );
  await wstaw(
    db,
    'pojazdy_ewidencja',
    ['id', 'norma', 'data_rejestracji', 'data_wyrejestrowania'],
    generujPojazdy(dzien).map((p) => [p.id, p.norma, p.dataRejestracji, p.dataWyrejestrowania]),
  );
  await wstaw(
    db,
    'pojazdy_stawki',
    ['rok', 'kolejnosc', 'nazwa_stawki', 'stawka_roczna', 'stawka_roczna_max'],
    lataStawek(dzien.y).flatMap((rok) =>
      generujStawki(rok).map((s) => [rok, s.kolejnosc, s.nazwaStawki, s.stawkaRoczna, s.stawkaRocznaMax]),
    ),
  );
  const meldunki = generujMeldunki(dzien.y);
  await wstaw(
    db,
    'meldunki_miejscowosci',
    ['nazwa_miejscowosci', 'kolejnosc', 'liczba_wyborcow'],
    meldunki.map((m, i) => [m.nazwaMiejscowosci, i + 1, m.liczbaWyborcow]),
  );
  await wstaw(
    db,
    'meldunki_plec_wiek',
    [
      'nazwa_miejscowosci',
      'rodzaj',
      'kobiety_ponizej18',
      'mezczyzni_ponizej18',
      'kobiety_od18',
      'mezczyzni_od18',
    ],
    meldunki.flatMap((m) => m.grupy.map((g) => [m.nazwaMiejscowosci, ...g])),
  );
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'pojazdy-meldunki', po: [], generuj: (db) => seedPojazdyMeldunki(db) },
];
