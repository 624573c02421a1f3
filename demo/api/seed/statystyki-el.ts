/**
 * Demo population register of Zielona Dolina for the chart statistics (services 3, 12, 13): residents by
 * registration status, and living residents by birth year and first name. Deterministic (seeded PRNG), pure
 * generation separate from the insert so tests can check the figures.
 */
import type { Imie, StatusMieszkanca } from '../../../src/core/api/statystyki-el.ts';
import type { Db } from '../db.ts';
import { katalogImion, popularnosc, type Plec } from './imiona-katalog.ts';
import { between, streamFor, type Random } from './prng.ts';

/** The oldest birth year of the register; the newest is the current year. */
export const PIERWSZY_ROK_URODZENIA = 1940;

/** Registration statuses with the typical size of each (a gmina of about 9 000 registered residents). */
const STATUSY: readonly [opis: string, liczba: number][] = [
  ['Zameldowanie stałe', 8650],
  ['Zameldowanie czasowe', 412],
  ['Zameldowanie stałe – cudzoziemiec', 47],
  ['Zameldowanie czasowe – cudzoziemiec', 118],
  ['Wymeldowany', 1315],
  ['Wymeldowanie decyzją administracyjną', 63],
  ['Wyjazd za granicę na pobyt stały', 94],
  ['Zgon', 2188],
  ['Bez zameldowania (adres do korespondencji)', 21],
];

export function generujStatusy(): StatusMieszkanca[] {
  const rnd = streamFor('el:statusy');
  return STATUSY.map(([opisStatusu, liczba]) => ({
    opisStatusu,
    liczbaMieszkancow: Math.round(liczba * between(rnd, 0.94, 1.06)),
  }));
}

/** Births per year in the gmina: the post-war boom, the early-eighties echo, the low of the 2000s. */
function urodzenia(rok: number): number {
  const fala = (szczyt: number, w: number, s: number) => w * Math.exp(-0.5 * ((rok - szczyt) / s) ** 2);
  return 78 + fala(1954, 70, 8) + fala(1983, 45, 6) + fala(2017, 12, 4);
}

/** Share of a birth cohort still living here: departures of the young adults, then mortality. */
function przezycie(wiek: number): number {
  const wyjazdy = wiek > 20 ? 0.82 : 1;
  const smiertelnosc = wiek < 55 ? 1 : Math.exp(-(((wiek - 55) / 24) ** 2));
  return wyjazdy * smiertelnosc;
}

/** One name drawn from the weights (cumulative sum). */
function losuj(rnd: Random, imiona: readonly string[], wagi: readonly number[], suma: number): string {
  let x = rnd() * suma;
  for (let i = 0; i < imiona.length; i++) {
    x -= wagi[i]!;
    if (x <= 0) return imiona[i]!;
  }
  return imiona[imiona.length - 1]!;
}

/** Living residents born in `rok`, by first name, most frequent first (ties alphabetically). */
export function generujImionaRoku(rok: number, biezacyRok: number): Imie[] {
  const rnd = streamFor(`el:imiona:${rok}`);
  // the current year is only partly over
  const czesc = rok === biezacyRok ? 0.8 : 1;
  const liczba = Math.round(urodzenia(rok) * przezycie(biezacyRok - rok) * czesc * between(rnd, 0.9, 1.1));
  const udzialKobiet = between(rnd, 0.47, 0.53);
  const liczniki = new Map<string, number>();
  for (const plec of ['K', 'M'] as Plec[]) {
    const imiona = katalogImion.filter((i) => i.plec === plec);
    const wagi = imiona.map((i) => popularnosc(i, rok) ** 1.6);
    const suma = wagi.reduce((s, w) => s + w, 0);
    const nazwy = imiona.map((i) => i.imie);
    const ile = Math.round(liczba * (plec === 'K' ? udzialKobiet : 1 - udzialKobiet));
    for (let n = 0; n < ile; n++) {
      const imie = losuj(rnd, nazwy, wagi, suma);
      liczniki.set(imie, (liczniki.get(imie) ?? 0) + 1);
    }
  }
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
  const statusy = generujStatusy();
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
