/**
 * The one register of demo residents behind every public population statistic (issue 12 item 5): statuses
 * (service 3), names by birth year and overall (12, 13), registrations by sex and age (10) and residents and
 * voters by locality (7) are all counted from these people, so their figures agree on any day. Deterministic
 * (seeded PRNG): birth-year cohorts of the gmina, each person with a sex, a first name of the era, a locality,
 * a kind of registration and whether they are on the register of voters.
 */
import { katalogImion, popularnosc, type Plec } from './imiona-katalog.ts';
import { NAZWA_GMINY } from './powloka.ts';
import { between, chance, streamFor, type Random } from './prng.ts';

/** The oldest birth year of the register; the newest is the current year. */
export const PIERWSZY_ROK_URODZENIA = 1940;

/** Localities of the gmina with their relative size (the share of residents drawn to each). */
export const miejscowosci = [
  [NAZWA_GMINY, 3650],
  ['Brzozówka', 1080],
  ['Dąbrowa Leśna', 860],
  ['Jabłonna Mała', 540],
  ['Kępno Górne', 720],
  ['Lipowiec', 610],
  ['Olszyny', 455],
  ['Przybyszów', 930],
  ['Stawiska', 380],
  ['Wola Zielona', 690],
  ['Żurawiniec', 315],
] as const;

export interface Mieszkaniec {
  rokUrodzenia: number;
  plec: Plec;
  imie: string;
  /** Index into `miejscowosci`. */
  miejscowosc: number;
  /** Permanent (S) or temporary (C) registration. */
  rodzaj: 'S' | 'C';
  cudzoziemiec: boolean;
  wyborca: boolean;
}

/** A gmina of about 9 500 registered residents. */
const SKALA = 1.5;

/** Births per year in the gmina: the post-war boom, the early-eighties echo, the low of the 2000s. */
function urodzenia(rok: number): number {
  const fala = (szczyt: number, w: number, s: number) => w * Math.exp(-0.5 * ((rok - szczyt) / s) ** 2);
  // fewer children stay registered here than were born here (families moving to town)
  const wyjazdyRodzin = rok > 2000 ? 0.88 : 1;
  return (78 + fala(1954, 70, 8) + fala(1983, 45, 6) + fala(2017, 12, 4)) * wyjazdyRodzin;
}

/** Share of a birth cohort still living here: departures of the young adults, then mortality. */
function przezycie(wiek: number): number {
  const wyjazdy = wiek > 20 ? 0.82 : 1;
  const smiertelnosc = wiek < 55 ? 1 : Math.exp(-(((wiek - 55) / 24) ** 2));
  return wyjazdy * smiertelnosc;
}

/** One item drawn from the weights (cumulative sum). */
function losuj<T>(rnd: Random, elementy: readonly T[], wagi: readonly number[], suma: number): T {
  let x = rnd() * suma;
  for (let i = 0; i < elementy.length; i++) {
    x -= wagi[i]!;
    if (x <= 0) return elementy[i]!;
  }
  return elementy[elementy.length - 1]!;
}

/** Whether someone born in `rokUrodzenia` is an adult in `biezacyRok` (the register counts whole years). */
export const dorosly = (rokUrodzenia: number, biezacyRok: number) => biezacyRok - rokUrodzenia >= 18;

const cache = new Map<number, readonly Mieszkaniec[]>();

/** The living registered residents in `biezacyRok`, cohort by cohort from the oldest. */
export function rejestrMieszkancow(biezacyRok = new Date().getFullYear()): readonly Mieszkaniec[] {
  const gotowy = cache.get(biezacyRok);
  if (gotowy) return gotowy;
  const ludzie: Mieszkaniec[] = [];
  const wagiMiejscowosci = miejscowosci.map(([, n]) => n);
  const sumaMiejscowosci = wagiMiejscowosci.reduce((s, n) => s + n, 0);
  const indeksy = miejscowosci.map((_, i) => i);
  for (let rok = PIERWSZY_ROK_URODZENIA; rok <= biezacyRok; rok++) {
    const rnd = streamFor(`el:imiona:${rok}`);
    // the current year is only partly over
    const czesc = rok === biezacyRok ? 0.8 : 1;
    const liczba = Math.round(
      SKALA * urodzenia(rok) * przezycie(biezacyRok - rok) * czesc * between(rnd, 0.9, 1.1),
    );
    const udzialKobiet = between(rnd, 0.47, 0.53);
    const miejsce = streamFor(`el:rejestr:${rok}`);
    for (const plec of ['K', 'M'] as Plec[]) {
      const imiona = katalogImion.filter((i) => i.plec === plec);
      const wagi = imiona.map((i) => popularnosc(i, rok) ** 1.6);
      const suma = wagi.reduce((s, w) => s + w, 0);
      const nazwy = imiona.map((i) => i.imie);
      const ile = Math.round(liczba * (plec === 'K' ? udzialKobiet : 1 - udzialKobiet));
      for (let n = 0; n < ile; n++) {
        const imie = losuj(rnd, nazwy, wagi, suma);
        // temporary registrations are mostly young adults (studies, work)
        const wiek = biezacyRok - rok;
        const rodzaj = chance(miejsce, wiek >= 18 && wiek < 40 ? 0.08 : 0.025) ? 'C' : 'S';
        const cudzoziemiec = chance(miejsce, rodzaj === 'C' ? 0.22 : 0.005);
        // adult citizens with a permanent registration are on the register of voters; a few temporary ones
        // asked to be added where they live
        const wyborca = dorosly(rok, biezacyRok) && !cudzoziemiec && (rodzaj === 'S' || chance(miejsce, 0.3));
        ludzie.push({
          rokUrodzenia: rok,
          plec,
          imie,
          miejscowosc: losuj(miejsce, indeksy, wagiMiejscowosci, sumaMiejscowosci),
          rodzaj,
          cudzoziemiec,
          wyborca,
        });
      }
    }
  }
  cache.set(biezacyRok, ludzie);
  return ludzie;
}
