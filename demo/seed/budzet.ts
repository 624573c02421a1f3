/**
 * Demo budget of Zielona Dolina: the last seven years, the current one partly executed (spec 01 §3 budget
 * rows). Pure generation (`generujBudzet`) is separate from the insert so tests can compare the two.
 */
import type { Dochod, Wydatek } from '../../src/core/api/budzet.ts';
import type { Db } from '../../server/db.ts';
import { katalogDochodow, katalogWydatkow, ROK_BAZOWY } from './budzet-katalog.ts';
import { between, chance, streamFor, type Random } from './prng.ts';
import type { ZestawDemo } from './index.ts';

/** How many years the demo budget holds, ending with the current one. */
export const LICZBA_LAT = 7;

export function lataDemo(biezacyRok = new Date().getFullYear()): number[] {
  return Array.from({ length: LICZBA_LAT }, (_, i) => biezacyRok - LICZBA_LAT + 1 + i);
}

/** Amounts are generated in grosze (integers) so sums stay exact; the API answers złote with 2 decimals. */
const zl = (grosze: number): number => Math.round(grosze) / 100;

/** Plan after changes: yearly growth of ~6% plus noise; whole złote, as resolutions round them. */
function plan(rnd: Random, bazowy: number, rok: number): number {
  const wzrost = Math.pow(1.06, rok - ROK_BAZOWY);
  return Math.round(bazowy * wzrost * between(rnd, 0.9, 1.1)) * 100;
}

/** Executed share of the plan; the current year is cut to its part executed so far. */
function wykonanie(rnd: Random, min: number, max: number, czesciowy: number): number {
  return between(rnd, min, max) * czesciowy;
}

export function generujDochody(rok: number, biezacyRok: number): Dochod[] {
  const rnd = streamFor(`budzet:dochody:${rok}`);
  const czesciowy = rok === biezacyRok ? between(rnd, 0.62, 0.78) : 1;
  const wynik: Dochod[] = [];
  for (const p of katalogDochodow) {
    // Draw every number even for skipped rows, so one item's presence does not shift the others.
    const obecny = chance(rnd, p.czestosc ?? 1);
    const planG = plan(rnd, p.plan, rok);
    const [min, max] =
      p.rodzaj === 'podatek' ? [0.93, 1.07] : p.rodzaj === 'dotacja' ? [0.97, 1] : [0.25, 1.1];
    const wykonane = Math.round(planG * wykonanie(rnd, min, max, czesciowy));
    // Taxes and fees carry arrears: dues exceed what came in. Grants are paid as due.
    const zaleglosci = p.rodzaj === 'podatek' ? between(rnd, 1.02, 1.15) : 1;
    const zwroty = p.rodzaj === 'podatek' ? between(rnd, 0, 0.006) : 0;
    if (!obecny) continue;
    wynik.push({
      rozdzial: p.rozdzial,
      paragraf: p.paragraf,
      nazwaPozycji: p.nazwa,
      planPoZmianach: zl(planG),
      naleznosci: zl(wykonane * zaleglosci),
      dochodyOtrzymane: zl(wykonane * (1 + zwroty)),
      dochodyWykonane: zl(wykonane),
    });
  }
  return wynik;
}

export function generujWydatki(rok: number, biezacyRok: number): Wydatek[] {
  const rnd = streamFor(`budzet:wydatki:${rok}`);
  const czesciowy = rok === biezacyRok ? between(rnd, 0.6, 0.75) : 1;
  const wynik: Wydatek[] = [];
  for (const p of katalogWydatkow) {
    const obecny = chance(rnd, p.czestosc ?? 1);
    const planG = plan(rnd, p.plan, rok);
    const [min, max] =
      p.rodzaj === 'inwestycja' ? [0.35, 0.97] : p.rodzaj === 'placowy' ? [0.95, 0.999] : [0.86, 0.995];
    // Reserves are planned, never spent directly (they are moved to other items by resolution).
    const wydatkiG = p.rodzaj === 'rezerwa' ? 0 : Math.round(planG * wykonanie(rnd, min, max, czesciowy));
    const zobowiazaniaUdzial = p.rodzaj === 'placowy' ? between(rnd, 0, 0.012) : between(rnd, 0, 0.06);
    const kosztyUdzial = p.rodzaj === 'inwestycja' ? 0 : between(rnd, 0.985, 1.015);
    const umowyUdzial = p.rodzaj === 'placowy' ? 0 : between(rnd, 0.05, czesciowy < 1 ? 0.8 : 0.3);
    if (!obecny) continue;
    wynik.push({
      rozdzial: p.rozdzial,
      paragraf: p.paragraf,
      nazwaPozycji: p.nazwa,
      planPoZmianach: zl(planG),
      wydatki: zl(wydatkiG),
      zobowiazania: zl(wydatkiG * zobowiazaniaUdzial),
      koszty: zl(wydatkiG * kosztyUdzial),
      // Commitments: spent plus signed contracts not yet paid, never above the plan.
      zaangazowanie: zl(wydatkiG + Math.max(0, planG - wydatkiG) * umowyUdzial),
    });
  }
  return wynik;
}

const KOLUMNY_DOCHODOW =
  'rok, rozdzial, paragraf, nazwa_pozycji, plan_po_zmianach, naleznosci, dochody_otrzymane, dochody_wykonane';
const KOLUMNY_WYDATKOW =
  'rok, rozdzial, paragraf, nazwa_pozycji, plan_po_zmianach, wydatki, zobowiazania, koszty, zaangazowanie';

/** One multi-row INSERT with `$n` parameters (the same SQL for PGlite and pg). */
async function wstaw(db: Db, tabela: string, kolumny: string, wiersze: unknown[][]): Promise<void> {
  if (wiersze.length === 0) return;
  const szerokosc = kolumny.split(',').length;
  const values = wiersze
    .map((_, i) => `(${Array.from({ length: szerokosc }, (_, j) => `$${i * szerokosc + j + 1}`).join(', ')})`)
    .join(',\n');
  await db.query(`INSERT INTO ${tabela} (${kolumny}) VALUES ${values}`, wiersze.flat());
}

export async function seedBudzet(db: Db, biezacyRok = new Date().getFullYear()): Promise<void> {
  // Start clean, so a seed cut short earlier is redone rather than duplicated.
  await db.exec('DELETE FROM budzet_dochody; DELETE FROM budzet_wydatki');
  for (const rok of lataDemo(biezacyRok)) {
    const dochody = generujDochody(rok, biezacyRok);
    await wstaw(
      db,
      'budzet_dochody',
      KOLUMNY_DOCHODOW,
      dochody.map((r) => [
        rok,
        r.rozdzial,
        r.paragraf,
        r.nazwaPozycji,
        r.planPoZmianach,
        r.naleznosci,
        r.dochodyOtrzymane,
        r.dochodyWykonane,
      ]),
    );
    const wydatki = generujWydatki(rok, biezacyRok);
    await wstaw(
      db,
      'budzet_wydatki',
      KOLUMNY_WYDATKOW,
      wydatki.map((r) => [
        rok,
        r.rozdzial,
        r.paragraf,
        r.nazwaPozycji,
        r.planPoZmianach,
        r.wydatki,
        r.zobowiazania,
        r.koszty,
        r.zaangazowanie,
      ]),
    );
  }
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [{ nazwa: 'budzet', po: [], generuj: (db) => seedBudzet(db) }];
