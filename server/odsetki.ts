/**
 * Interest for late payment of dues, counted up to the office's day (issue 16, DESIGN.md §7). Tax dues (taxes,
 * the dog and waste fees: Ordynacja podatkowa) bear late-payment interest at 200 % of the NBP lombard rate plus
 * 2 points (at least 8 %), rounded to full złoty (art. 63 § 1) and not charged when it does not exceed 8.70 zł
 * (art. 54 § 1 pkt 5: three times the post's registered-letter fee). Civil dues (water and sewage, lease-type
 * local fees) bear statutory interest for delay: the NBP reference rate plus 5.5 points, to the grosz.
 *
 * The rates are the demo gmina's settings, not live NBP figures: lombard 5.00 %, reference 4.50 %.
 */
import type { Aplikacja } from '../src/core/api/naleznosci.ts';

export const STOPA_LOMBARDOWA = 0.05;
export const STOPA_REFERENCYJNA = 0.045;
/** Tax late-payment interest: 200 % of the lombard rate + 2 points, at least 8 % (12 % here). */
export const STOPA_ODSETEK_PODATKOWYCH = Math.max(0.08, 2 * STOPA_LOMBARDOWA + 0.02);
/** Extension fee of a deferral or an instalment plan: half of the late-payment interest rate (art. 57). */
export const STOPA_OPLATY_PROLONGACYJNEJ = STOPA_ODSETEK_PODATKOWYCH / 2;
/** Statutory interest for delay of civil dues: reference rate + 5.5 points (10 % here). */
export const STOPA_ODSETEK_USTAWOWYCH = STOPA_REFERENCYJNA + 0.055;
/** Interest up to this amount is not charged on tax dues (art. 54 § 1 pkt 5). */
export const PROG_ODSETEK = 8.7;
/** The cost of a reminder (upomnienie) since 2024. */
export const KOSZT_UPOMNIENIA = 16;

export type RodzajOdsetek = 'podatkowe' | 'cywilne';

export const rodzajOdsetek = (a: Aplikacja): RodzajOdsetek =>
  a === 'WODA_SCIEKI' || a === 'OPLATY_LOKALNE' ? 'cywilne' : 'podatkowe';

const DZIEN = 86_400_000;
const utc = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** Whole days from `od` to `do` (yyyy-MM-dd each); negative when `do` is earlier. */
export const dniMiedzy = (od: string, do_: string): number => Math.round((utc(do_) - utc(od)) / DZIEN);

/**
 * Interest on `kwota` unpaid after `termin` (the last day to pay) as of `dzis` (yyyy-MM-dd): nothing on or
 * before the due date; from the day after it, per day at the yearly rate / 365.
 */
export function odsetkiZaZwloke(kwota: number, termin: string, dzis: string, rodzaj: RodzajOdsetek): number {
  const dni = dniMiedzy(termin, dzis);
  if (dni <= 0 || kwota <= 0) return 0;
  if (rodzaj === 'cywilne') return Math.round((kwota * STOPA_ODSETEK_USTAWOWYCH * dni * 100) / 365) / 100;
  const odsetki = Math.round((kwota * STOPA_ODSETEK_PODATKOWYCH * dni) / 365);
  return odsetki > PROG_ODSETEK ? odsetki : 0;
}

/** Extension fee of a deadline moved from `termin` to `nowyTermin`, rounded to full złoty as interest is. */
export function oplataProlongacyjna(kwota: number, termin: string, nowyTermin: string): number {
  const dni = dniMiedzy(termin, nowyTermin);
  return dni > 0 ? Math.round((kwota * STOPA_OPLATY_PROLONGACYJNEJ * dni) / 365) : 0;
}
