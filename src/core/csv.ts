/**
 * CSV export of table data for 'open data' users of the public statistics (spec 01 §1). CSV is our addition
 * next to the spec's PDF downloads (spec 01 §2). The file is made for Excel in a Polish locale, the tool most
 * such users open it with: ';' separator, UTF-8 with a byte-order mark (so Excel reads ą, ę, ł right), decimal
 * comma, CRLF line ends and RFC 4180 quoting. Other tools (LibreOffice, pandas with sep=';', decimal=',') read it as well.
 */
import { toIsoDate } from './dates.ts';

/** One CSV column: its header text and how to get a row's cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Options of `toCsv`; the defaults suit Excel pl (see the module comment). */
export interface CsvOptions {
  /** Field separator, default ';'. */
  separator?: string;
  /** Start with U+FEFF so Excel detects UTF-8, default true. */
  bom?: boolean;
}

/** MIME type for a Blob holding `toCsv` output. */
export const CSV_MIME = 'text/csv;charset=utf-8';

const BOM = '\ufeff';
const EOL = '\r\n';

// Decimal comma, no grouping, hyphen-minus (what Excel pl parses as a number), no exponent notation.
const numberFormat = new Intl.NumberFormat('pl-PL', {
  useGrouping: false,
  maximumFractionDigits: 20,
  signDisplay: 'negative',
});

/**
 * Text that a spreadsheet would run as a formula (OWASP "CSV injection"): cells starting with '=', '+', '-',
 * '@', tab or carriage return. Only strings are checked — a number passed as a number, also a negative one, is
 * data, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cellText = (v: string | number | null | undefined): string => {
  if (v == null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? numberFormat.format(v) : '';
  return FORMULA_START.test(v) ? `'${v}` : v;
};

const quote = (s: string, separator: string): string =>
  s.includes(separator) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;

/**
 * The CSV text of `rows` under `columns` (header line first): numbers get a decimal comma and no grouping
 * (1234.5 → '1234,5'; NaN/Infinity → ''), `null`/`undefined` give an empty cell, strings starting with
 * =, +, -, @, tab or CR get a leading apostrophe against formula injection, and a field holding the separator,
 * a quote or a line break is quoted with inner quotes doubled (RFC 4180). Lines end with CRLF, the last one
 * too. Header texts get the same treatment as cells.
 */
export function toCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ';';
  const line = (cells: readonly (string | number | null | undefined)[]): string =>
    cells.map((c) => quote(cellText(c), separator)).join(separator) + EOL;
  let out = options.bom === false ? '' : BOM;
  out += line(columns.map((c) => c.header));
  for (const row of rows) out += line(columns.map((c) => c.value(row)));
  return out;
}

const TRANSLIT: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ß: 'ss' };

/**
 * A safe download name for a CSV file: `base` lower-cased, Polish letters transliterated (ą → a, ł → l),
 * every run of other characters turned into one '-', trimmed, and '.csv' appended (once). With `date`, its
 * local day is added as '-yyyy-mm-dd'. An empty result becomes 'dane'. 'Dochody budżetu 2024' →
 * 'dochody-budzetu-2024.csv'.
 */
export function csvFileName(base: string, date?: Date): string {
  const slug =
    base
      .replace(/\.csv$/i, '')
      .replace(/[łŁđĐß]/g, (c) => TRANSLIT[c] ?? c)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'dane';
  return date ? `${slug}-${toIsoDate(date)}.csv` : `${slug}.csv`;
}

/** A table as a CSV file to download (FileButton): its text by `toCsv`, its name by `csvFileName`. */
export function csvFile<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  base: string,
  date?: Date,
): { blob: Blob; fileName: string } {
  return { blob: new Blob([toCsv(columns, rows)], { type: CSV_MIME }), fileName: csvFileName(base, date) };
}
