/**
 * The chart statistics (services 3, 12, 13) of Zielona Dolina: residents by registration status, and living
 * residents by birth year and first name, counted from the one register of demo residents
 * (rejestr-mieszkancow.ts, issue 12 item 5). Pure generation separate from the insert so tests can check it.
 */
import type { Imie, StatusMieszkanca } from '../../src/core/api/statystyki-el.ts';
import type { Db } from '../../server/db.ts';
import { between, streamFor } from './prng.ts';
import { PIERWSZY_ROK_URODZENIA, rejestrMieszkancow } from './rejestr-mieszkancow.ts';
import type { ZestawDemo } from './index.ts';

export { PIERWSZY_ROK_URODZENIA };

/**
 * Statuses of people who are in the register but no longer registered here, with their typical size; the four
 * registration statuses are counted from the living residents of the register (rejestr-mieszkancow.ts).
 */
const POZA_MELDUNKIEM: readonly [opis: string, liczba: number][] = [
  ['Wymeldowany', 1315],
  ['Wymeldowanie decyzją administracyjną', 63],
  ['Wyjazd za granicę na pobyt stały', 94],
  ['Zgon', 2188],
  ['Bez zameldowania (adres do korespondencji)', 21],
];

export function generujStatusy(biezacyRok = new Date().getFullYear()): StatusMieszkanca[] {
  const ludzie = rejestrMieszkancow(biezacyRok);
  const ile = (rodzaj: 'S' | 'C', cudzoziemiec: boolean) =>
    ludzie.filter((m) => m.rodzaj === rodzaj && m.cudzoziemiec === cudzoziemiec).length;
  const rnd = streamFor('el:statusy');
  return [
    { opisStatusu: 'Zameldowanie stałe', liczbaMieszkancow: ile('S', false) },
    { opisStatusu: 'Zameldowanie czasowe', liczbaMieszkancow: ile('C', false) },
    { opisStatusu: 'Zameldowanie stałe – cudzoziemiec', liczbaMieszkancow: ile('S', true) },
    { opisStatusu: 'Zameldowanie czasowe – cudzoziemiec', liczbaMieszkancow: ile('C', true) },
    ...POZA_MELDUNKIEM.map(([opisStatusu, liczba]) => ({
      opisStatusu,
      liczbaMieszkancow: Math.round(liczba * between(rnd, 0.94, 1.06)),
    })),
  ];
}

/** Living residents born in `rok`, by first name, most frequent first (ties alphabetically). */
export function generujImionaRoku(rok: number, biezacyRok: number): Imie[] {
  const liczniki = new Map<string, number>();
  for (const m of rejestrMieszkancow(biezacyRok))
    if (m.rokUrodzenia === rok) liczniki.set(m.imie, (liczniki.get(m.imie) ?? 0) + 1);
  return [...liczniki]
    .map(([imie, liczbaOsob]) => ({ imie, liczbaOsob }))
    .sort((a, b) => b.liczbaOsob - a.liczbaOsob || a.imie.localeCompare(b.imie, 'pl'));
}

export function lataUrodzenDemo(biezacyRok = new Date().getFullYear()): number[] {
  return Array.from(
    { length: biezacyRok - PIERWSZY_ROK_URODZENIA + 1 },
    (_, i) => PIERWSZY_ROK_URODZENIA + i,
  );
}

export async function seedStatystykiEl(db: Db, biezacyRok = new Date().getFullYear()): Promise<void> {
  await db.exec('DELETE FROM el_statusy_mieszkancow; DELETE FROM el_imiona');
  const statusy = generujStatusy(biezacyRok);
  await db.query(
    `INSERT INTO el_statusy_mieszkancow (kolejnosc, opis_statusu, liczba_mieszkancow)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[])`,
    [
      statusy.map((_, i) => i + 1),
      statusy.map((s) => s.opisStatusu),
      statusy.map((s) => s.liczbaMieszkancow),
    ],
  );
  const lata: number[] = [];
  const imiona: string[] = [];
  const liczby: number[] = [];
  for (const rok of lataUrodzenDemo(biezacyRok)) {
    for (const r of generujImionaRoku(rok, biezacyRok)) {
      lata.push(rok);
      imiona.push(r.imie);
      liczby.push(r.liczbaOsob);
    }
  }
  await db.query(
    `INSERT INTO el_imiona (rok_urodzenia, imie, liczba_osob)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[])`,
    [lata, imiona, liczby],
  );
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'statystyki-el', po: [], generuj: (db) => seedStatystykiEl(db) },
];
