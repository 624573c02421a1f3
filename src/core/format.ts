/**
 * Display formats of the portal (spec 01 §5 "Amounts", §9; spec 02 §9): PLN amounts, counts, percentages,
 * account numbers, units, the contact website. Numbers are written by Intl.NumberFormat('pl-PL'), whose group
 * separator is U+00A0 NO-BREAK SPACE: kept on purpose so an amount never wraps inside a table cell; tests compare
 * with it explicitly.
 */
import type { Language } from './i18n/languages.ts';

/** U+00A0 NO-BREAK SPACE, the Polish digit-group separator and the space before 'zł'. */
export const NBSP = '\u00a0';

/**
 * U+2212 MINUS SIGN, used for negative amounts and counts instead of the hyphen-minus: it is the
 * typographic minus, as wide as '+', read as "minus" by screen readers and never a line-break opportunity.
 * `parseAmount` accepts both.
 */
export const MINUS = '\u2212';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The page's Intl number formats, created once each: 'pl-PL' with grouping from 1 000 on (Polish's own rule
 * groups only from 10 000, tables want every amount aligned alike), no '−0,00', rounding half away from zero.
 * Creating the first one would start ICU's number data (some tens of ms on a slow phone); the loader has started it
 * while the widget's chunks were on their way (src/loader.ts), so here it costs well under a millisecond.
 */
function numberFormat(digits: number, style: 'decimal' | 'percent' = 'decimal'): Intl.NumberFormat {
  const key = `${style}${digits}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('pl-PL', {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
      signDisplay: 'negative',
      roundingMode: 'halfExpand',
    });
    formats.set(key, f);
  }
  return f;
}

/** Intl's text with the typographic minus (U+2212) for negatives. */
const polish = (text: string) => text.replace('-', MINUS);

let collator: Intl.Collator | undefined;

/** Polish collation (ą after a, ł after l, ż last), numbers inside strings compared by value ('2' < '10'). */
export function polishCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator('pl', { numeric: true }));
}

/**
 * An amount for a table cell (spec 01 §5 "Polish format with two decimals and digit grouping"; spec 02 §9):
 * 1234567.891 → '1 234 567,89' (NBSP between groups, also for four-digit numbers), −1234.5 → '−1 234,50' with
 * U+2212; rounded half away from zero. `null`, `undefined`, NaN and ±Infinity give '' (an empty cell).
 */
export function formatAmount(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : polish(numberFormat(2).format(n));
}

/**
 * An amount with its currency, PLN (spec 01 §9 "Currency PLN"), in the one style of the language: where the
 * currency goes and how it is written come from Intl.NumberFormat's currency style for the language's locale
 * (pl '1 234,50 zł', en 'PLN 1 234,50', de and uk '1 234,50 PLN'); the number itself is `formatAmount`'s, the
 * Polish format that every amount of the product has in every language (spec 01 §5, spec 02 §9), so that an
 * amount in a sentence reads as the same amount in the table beside it. Spaces are NBSP, a negative amount has
 * U+2212; '' where `formatAmount` gives ''.
 */
export function formatPln(n: number | null | undefined, lang: Language = 'pl'): string {
  const amount = formatAmount(n);
  if (amount === '') return '';
  const digits = amount.replace(MINUS, '');
  let f = formats.get(lang);
  // created once per language; only where the currency goes and how it is named is taken from it
  if (!f) formats.set(lang, (f = new Intl.NumberFormat(lang, { style: 'currency', currency: 'PLN' })));
  let number = '';
  return (
    f
      // the layout of a negative or a positive amount, as the Polish number says (−0,004 is 0,00)
      .formatToParts(amount === digits ? 1 : -1)
      .map(({ type, value }) =>
        type === 'currency'
          ? value
          : type === 'minusSign'
            ? MINUS
            : type === 'literal'
              ? NBSP
              : number
                ? ''
                : (number = digits),
      )
      .join('')
  );
}

/**
 * Reads an amount typed or shown in Polish format back into a number (amount-range filters, spec 02 §4):
 * spaces, NBSP and narrow NBSP between groups, a trailing 'zł', a ',' or '.' decimal separator and a '-' or '−'
 * sign are accepted; anything else gives `null`. `parseAmount(formatAmount(x))` is `x` rounded to cents.
 */
export function parseAmount(s: string): number | null {
  const v = s
    .replace(/zł\s*$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(MINUS, '-')
    .replace(',', '.');
  return /^-?[0-9]+(?:\.[0-9]+)?$/.test(v) ? Number(v) : null;
}

/**
 * A count (spec 01 §5 "counts with grouping and no decimals"): 1234 → '1 234' (NBSP), negative with U+2212;
 * fractions are rounded. `null`, `undefined` and non-finite values give ''.
 */
export function formatCount(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : polish(numberFormat(0).format(n));
}

/**
 * A share as a Polish percentage, e.g. for the top-10 names chart (spec 01 §2): `fraction` 0.1234 →
 * '12,3%' with `fractionDigits` 1 (the default; trailing zeros kept). No space before '%', as Intl's pl-PL
 * style writes it. Non-finite values give ''.
 */
export function formatPercent(fraction: number | null | undefined, fractionDigits = 1): string {
  return fraction == null || !Number.isFinite(fraction)
    ? ''
    : // Intl's pl-PL percent has a no-break space before '%'; the product writes '12,3%' (README "Decisions")
      polish(numberFormat(fractionDigits, 'percent').format(fraction)).replace(/\s%$/, '%');
}

/**
 * A 26-digit bank account number grouped for display (spec 01 §9, spec 02 §9: "2 then blocks of 4"):
 * '61109010140000071219812874' → '61 1090 1014 0000 0712 1981 2874'; the same number as an IBAN, with its
 * country code, keeps the code at the head of the first group: 'PL61109010140000071219812874' →
 * 'PL61 1090 1014 0000 0712 1981 2874' (the IBAN's printed form). Whitespace in the input is removed first;
 * plain spaces are used (bank forms accept them when pasted; the UI keeps the cell from wrapping). Any other
 * input, e.g. another length, is returned unchanged; `null`/`undefined` give ''.
 */
export function formatAccountNumber(s: string | null | undefined): string {
  if (s == null) return '';
  const compact = s.replace(/\s/g, '');
  const m = /^([A-Z]{2})?([0-9]{26})$/.exec(compact);
  if (!m) return s;
  const nrb = m[2]!;
  return [(m[1] ?? '') + nrb.slice(0, 2), ...(nrb.slice(2).match(/[0-9]{4}/g) ?? [])].join(' ');
}

/**
 * Decimals of an average consumption in m³ (issue 26: one precision on screen and in the server's data; the
 * reading entry's `formatSrednia` shows it with them).
 */
export const AVERAGE_DECIMALS = 2;

/**
 * A unit of measure for display (spec 02 §2, §9 "m2 shown as m², m3 as m³"); other units are returned
 * unchanged, `null`/`undefined` give ''.
 */
export function formatUnit(u: string | null | undefined): string {
  if (u == null) return '';
  return u === 'm2' ? 'm²' : u === 'm3' ? 'm³' : u;
}

/**
 * The office website as a link target (spec 01 §2 contact: "https:// added when no scheme"): trimmed;
 * 'gmina.pl' and '//gmina.pl' become 'https://gmina.pl'; 'http://…' and 'https://…' are kept. Any other
 * scheme ('javascript:', 'data:', 'mailto:') gives '' so that a bad server value never becomes a dangerous
 * link; 'gmina.pl:8080/x' is a host with a port, not a scheme. Blank or `null` gives ''.
 */
export function normalizeWebsite(url: string | null | undefined): string {
  const v = (url ?? '').trim();
  if (v === '') return '';
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith('//')) return `https:${v}`;
  if (/^[a-z][a-z0-9+.-]*:(?![0-9])/i.test(v)) return '';
  return `https://${v}`;
}
