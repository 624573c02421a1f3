/**
 * Rules of the dues views (spec 02 §2, §4, §5, §9), pure, shared by the widget and the contract server (its
 * PDF of the collective instalments filters exactly as the view does).
 */
import type { Aplikacja, RataZbiorcza, TypNaleznosci } from '../api/naleznosci.ts';
import type { GrupaZobowiazania } from '../api/zobowiazania.ts';
import { trasySzczegolow } from '../trasy-naleznosci.ts';

/** The `typ` attribute (and the service routes, spec 02 §2) → the kind preselected in the type filter. */
export const typyWidoku = {
  wszystkie: null,
  'podatki-gminne': 'PODATKI_GMINNE',
  // non-tax registers and alcohol licences are local fees in the office's dues system (README)
  'ewidencje-niepodatkowe': 'OPLATY_LOKALNE',
  'koncesje-na-alkohol': 'OPLATY_LOKALNE',
  odpady: 'ODPADY',
  'woda-i-scieki': 'WODA_SCIEKI',
  'srodek-transportu': 'SRODKI_TRANSPORTU',
} as const satisfies Record<string, Aplikacja | null>;
export type TypWidoku = keyof typeof typyWidoku;

export const typWidoku = (attr: string | null | undefined): Aplikacja | null =>
  attr && attr in typyWidoku ? typyWidoku[attr as TypWidoku] : null;

/** The detail route of each kind of card (spec 02 §2): `src/core/trasy-naleznosci.ts`. */
export { trasySzczegolow };

export const aplikacjaTrasy = (path: string): Aplikacja | null =>
  (Object.entries(trasySzczegolow).find(([, p]) => p === path)?.[0] as Aplikacja | undefined) ?? null;

/** The day the instalment must be paid by: a deferred or rescheduled deadline replaces the original. */
export const terminEfektywny = (r: Pick<RataZbiorcza, 'terminPlatnosci' | 'terminOdroczony'>) =>
  r.terminOdroczony ?? r.terminPlatnosci;

/** Unpaid after its (effective) due date, as of `dzis` (yyyy-MM-dd). */
export const czyPoTerminie = (
  r: Pick<RataZbiorcza, 'czySplacona' | 'terminPlatnosci' | 'terminOdroczony'>,
  dzis: string,
) => !r.czySplacona && terminEfektywny(r) < dzis;

/** The day `dni` days after `dzien` (yyyy-MM-dd), calendar days. */
export function poDniach(dzien: string, dni: number): string {
  const t = new Date(`${dzien}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + dni);
  return t.toISOString().slice(0, 10);
}

/**
 * The group of an unpaid instalment in the overview of everything owed, by its effective due date `termin` and the
 * office's day: overdue (`czyPoTerminie`: before the day), within 30 days (the day itself and the 30 after it),
 * later this year (by 31 December of the day's year), in the years after.
 */
export function grupaZobowiazania(termin: string, dzien: string): GrupaZobowiazania {
  if (termin < dzien) return 'PO_TERMINIE';
  if (termin <= poDniach(dzien, 30)) return 'W_30_DNI';
  if (termin <= `${dzien.slice(0, 4)}-12-31`) return 'W_TYM_ROKU';
  return 'POZNIEJ';
}

/** Spec 02 §4: selectable only if not paid, not an enforcement title and no payment ordered already. */
export const czyWybieralna = (r: RataZbiorcza) =>
  !r.czySplacona && !r.jestTytulWykonawczy && !r.zleconoPlatnoscZKIR && !r.zleconoPlatnoscZP24;

/** The legend's flag letters of an instalment, in the legend's order (spec 02 §4). */
export const FLAGI = [
  ['U', 'jestUpomnienie'],
  ['W', 'jestWezwanie'],
  ['R', 'jestRozlozenieNaRaty'],
  ['O', 'jestOdroczenieTerminu'],
  ['T', 'jestTytulWykonawczy'],
] as const;
export type Flaga = (typeof FLAGI)[number][0];
export const flagiRaty = (r: RataZbiorcza): Flaga[] => FLAGI.filter(([, k]) => r[k]).map(([f]) => f);

export interface Filtry {
  typ: TypNaleznosci;
  /** yyyy-MM-dd, inclusive. */
  dataOd: string;
  dataDo: string;
  /** Amounts of the instalment (kwotaRaty), inclusive. */
  kwotaOd: number;
  kwotaDo: number;
}

/**
 * Spec 02 §4: type unpaid, dates from the earliest to the latest due date, amounts from the smallest to the
 * greatest instalment (over all the card's instalments, so the default never hides one). The due date is the
 * one the table shows: a deferred instalment's new date (issue 26 item 6), in the default as in the filter.
 */
export function domyslneFiltry(raty: readonly RataZbiorcza[], dzis: string): Filtry {
  const terminy = raty.map(terminEfektywny).sort();
  const kwoty = raty.map((r) => r.kwotaRaty);
  return {
    typ: 'NIESPLACONE',
    dataOd: terminy[0] ?? dzis,
    dataDo: terminy.at(-1) ?? dzis,
    kwotaOd: kwoty.length ? Math.min(...kwoty) : 0,
    kwotaDo: kwoty.length ? Math.max(...kwoty) : 0,
  };
}

export function filtrujRaty(raty: readonly RataZbiorcza[], f: Filtry): RataZbiorcza[] {
  return raty.filter(
    (r) =>
      (f.typ === 'WSZYSTKIE' || r.czySplacona === (f.typ === 'SPLACONE')) &&
      terminEfektywny(r) >= f.dataOd &&
      terminEfektywny(r) <= f.dataDo &&
      r.kwotaRaty >= f.kwotaOd &&
      r.kwotaRaty <= f.kwotaDo,
  );
}

/** Sum of złote amounts in grosze, so rounding never drifts. */
export const suma = (kwoty: readonly number[]) => kwoty.reduce((s, k) => s + Math.round(k * 100), 0) / 100;

/** What the chosen instalments come to (kwotaRazem: principal, costs, interest, extension fee). */
export const sumaWybranych = (raty: readonly RataZbiorcza[], wybrane: ReadonlySet<number>) =>
  suma(raty.filter((r) => wybrane.has(r.idNaleznosciRatyZbiorczej)).map((r) => r.kwotaRazem));
