/** Polish formats of the server's documents (spec 01 §5: amounts with two decimals and digit grouping). */

// useGrouping 'always': pl-PL groups only from five digits by default ("1234,56"), the spec wants "1 234,56".
const kwota = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** 1234567.89 → "1 234 567,89" (groups joined by a no-break space, so an amount never wraps). */
export const formatKwota = (n: number): string => kwota.format(n);

const dataCzas = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Office time, dd.MM.yyyy, HH:mm (spec 01 §9 date formats). */
export const formatDataCzas = (d: Date): string => dataCzas.format(d);

/** Sum of złote amounts, added in grosze so that rounding never drifts. */
export const sumaKwot = (kwoty: number[]): number => kwoty.reduce((s, k) => s + Math.round(k * 100), 0) / 100;
