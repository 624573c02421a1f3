/**
 * Where the payment provider brings the payer back (spec 02 §2 result routes, issue 13): the server sends the
 * browser to one of the two addresses after the provider, choosing by the transfer's state it knows.
 * - Portal: KIR returns to `/platnosc-wynik?wynik=ok|blad`, Przelewy24 to `/platnosc-informacja?czySukces=true|false`,
 *   after the portal's base (`portalBase()`: the origin with history routing, the page and `#` with hash routing).
 * - A CMS page (no router): that very page, without its hash, plus `#gmina-platnosc=ok|blad`; the dues element
 *   there reads it and shows the result in place.
 */
import type { Konfiguracja } from '../../core/api/konfiguracja.ts';
import { dostawcy, type Dostawca } from '../../core/api/platnosci.ts';

export type AdresyPowrotu = { urlPowrotuOk: string; urlPowrotuBlad: string };

/** The hash a CMS page is given back; `wynikZHasha` reads it. */
export const HASH_WYNIKU = '#gmina-platnosc=';

export function adresyPowrotu(
  dostawca: Dostawca,
  gdzie: { portal: string } | { strona: string },
): AdresyPowrotu {
  if ('portal' in gdzie) {
    const trasa = (ok: boolean) =>
      dostawca === 'kir'
        ? `/platnosc-wynik?wynik=${ok ? 'ok' : 'blad'}`
        : `/platnosc-informacja?czySukces=${ok}`;
    return { urlPowrotuOk: gdzie.portal + trasa(true), urlPowrotuBlad: gdzie.portal + trasa(false) };
  }
  const strona = gdzie.strona.replace(/#.*$/, '');
  return { urlPowrotuOk: `${strona}${HASH_WYNIKU}ok`, urlPowrotuBlad: `${strona}${HASH_WYNIKU}blad` };
}

/** The providers the office offers now (spec 02 §4 `czyKir`, `czyP24`), in the order the choice lists them. */
export function dostepniDostawcy(cfg: Pick<Konfiguracja, 'czyKir' | 'czyP24'> | null): Dostawca[] {
  return cfg ? dostawcy.filter((d) => (d === 'kir' ? cfg.czyKir : cfg.czyP24)) : [];
}

/** A provider's commission text, shown only when the office says to (`czyInfoOProwizjach`). */
export function prowizja(
  cfg: Pick<Konfiguracja, 'czyInfoOProwizjach' | 'prowizjaKir' | 'prowizjaP24'>,
  d: Dostawca,
): string | null {
  if (!cfg.czyInfoOProwizjach) return null;
  return (d === 'kir' ? cfg.prowizjaKir : cfg.prowizjaP24) || null;
}

/**
 * The commission in złoty of an amount paid (issue 26 item 7), from the office's text: a percentage ("1,2%") of
 * the amount, rounded to the grosz, or a fixed amount ("0,30 zł"). Null for any other text (a rule with a minimum,
 * words): then the text alone is shown and no total is computed, rather than a wrong one.
 */
export function kwotaProwizji(tekst: string, kwota: number): number | null {
  const liczba = (s: string) => Number(s.replace(',', '.'));
  const procent = /^\s*(\d{1,3}(?:[.,]\d{1,4})?)\s*%\s*$/.exec(tekst);
  if (procent) return Math.round(kwota * liczba(procent[1]!)) / 100;
  const stala = /^\s*(\d{1,6}(?:[.,]\d{1,2})?)\s*(?:zł|PLN)\s*$/i.exec(tekst);
  return stala ? liczba(stala[1]!) : null;
}
