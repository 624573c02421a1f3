/**
 * Calendar days as the API sends them (yyyy-MM-dd, yyyy-MM-dd HH:mm:ss) and as the portal shows them
 * (dd.mm.yyyy, spec 01 §9). Dates are plain `{y, m, d}` local calendar days, never UTC instants, so nothing
 * shifts by a day around midnight or across time zones. The date field's text (dd.mm.yyyy, spec 01 §5 "Dates",
 * §9; spec 02 §5 "Date filters") is parsed here too; its check with a message is `validateDateInput` in
 * rules/fields.ts, so that pages showing dates do not fetch the validation messages.
 */

/** A calendar day: full year, month 1–12, day 1–31. */
export interface DateParts {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** True for a Gregorian leap year (divisible by 4, except centuries not divisible by 400). */
export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Number of days of month `m` (1–12) in year `y`; 0 for a month outside 1–12. */
export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
}

/** True when `p` names a real calendar day with a year 1–9999 (leap years honoured). */
export function isValidDateParts(p: DateParts): boolean {
  return (
    Number.isInteger(p.y) &&
    Number.isInteger(p.m) &&
    Number.isInteger(p.d) &&
    p.y >= 1 &&
    p.y <= 9999 &&
    p.d >= 1 &&
    p.d <= daysInMonth(p.y, p.m)
  );
}

/** The local calendar day of a `Date` (what the person's clock shows), not its UTC day. */
export function datePartsOf(date: Date): DateParts {
  return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
}

/** The API form yyyy-MM-dd (spec 01 §7 dataWyborow, §9) of a calendar day or of a `Date`'s local day. */
export function toIsoDate(x: Date | DateParts): string {
  const p = x instanceof Date ? datePartsOf(x) : x;
  return `${pad(p.y, 4)}-${pad(p.m)}-${pad(p.d)}`;
}

/** yyyy-MM-dd, optionally followed by a time ('T' or ' ') and an optional offset ('Z', '+01:00'). */
const ISO_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

interface DateTimeParts extends DateParts {
  readonly hh: number | null;
  readonly mi: number | null;
}

/**
 * Reads an API date or date-time. Without an offset the text is taken at face value (the server's wall clock,
 * which is the office's local time); with an explicit offset it is a real instant and is converted to the
 * browser's local time, as a person there would expect.
 */
const parseIso = (s: string): DateTimeParts | null => {
  const m = ISO_RE.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss, zone] = m;
  if (zone !== undefined) {
    const date = new Date(s.trim());
    if (Number.isNaN(date.getTime())) return null;
    return { ...datePartsOf(date), hh: date.getHours(), mi: date.getMinutes() };
  }
  const p = { y: Number(y), m: Number(mo), d: Number(d) };
  if (!isValidDateParts(p)) return null;
  if (hh === undefined || mi === undefined) return { ...p, hh: null, mi: null };
  if (Number(hh) > 23 || Number(mi) > 59 || Number(ss ?? 0) > 59) return null;
  return { ...p, hh: Number(hh), mi: Number(mi) };
};

/**
 * The calendar day of an API date 'yyyy-MM-dd' (a trailing time such as 'yyyy-MM-dd HH:mm:ss' is allowed and
 * dropped; an explicit offset is converted to local time), or `null` when it is not a real date.
 */
export function fromIsoDate(s: string): DateParts | null {
  const p = parseIso(s);
  return p ? { y: p.y, m: p.m, d: p.d } : null;
}

/**
 * A date for display as dd.mm.yyyy (spec 01 §9), from an API string (see `fromIsoDate`), a `Date` (its local
 * day) or calendar parts. `null`/`undefined` and invalid `Date`s give ''; a string that is not an API date is
 * returned unchanged, so unexpected data is still shown rather than hidden.
 */
export function formatDatePl(x: string | Date | DateParts | null | undefined): string {
  if (x == null) return '';
  let p: DateParts | null;
  if (typeof x === 'string') p = fromIsoDate(x);
  else if (x instanceof Date) p = Number.isNaN(x.getTime()) ? null : datePartsOf(x);
  else p = isValidDateParts(x) ? x : null;
  if (!p) return typeof x === 'string' ? x : '';
  return `${pad(p.d)}.${pad(p.m)}.${pad(p.y, 4)}`;
}

/**
 * A date-time for display (spec 01 §9): 'yyyy-MM-dd HH:mm:ss' (or with 'T') → 'dd.mm.yyyy HH:mm'; seconds are
 * dropped, not rounded. A date-only string gives 'dd.mm.yyyy'; a `Date` is shown in local time;
 * `null`/`undefined` give ''; any other string is returned unchanged.
 */
export function formatDateTimePl(x: string | Date | null | undefined): string {
  if (x == null) return '';
  const p =
    typeof x === 'string'
      ? parseIso(x)
      : Number.isNaN(x.getTime())
        ? null
        : { ...datePartsOf(x), hh: x.getHours(), mi: x.getMinutes() };
  if (!p) return typeof x === 'string' ? x : '';
  const date = `${pad(p.d)}.${pad(p.m)}.${pad(p.y, 4)}`;
  return p.hh === null || p.mi === null ? date : `${date} ${pad(p.hh)}:${pad(p.mi)}`;
}

/** Earliest date a person may enter (spec 01 §9, spec 02 §9: 1900-01-01). */
export const EARLIEST_DATE: DateParts = { y: 1900, m: 1, d: 1 };

/** Orders two calendar days: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareDateParts(a: DateParts, b: DateParts): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** A `Date` at local midnight of the day `p` (for date pickers); years below 100 are not shifted to 19xx. */
export function toLocalDate(p: DateParts): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(p.y, p.m - 1, p.d);
  return date;
}

/**
 * Parses the date field's text (spec 01 §5, §9 "dd.mm.yyyy") into a real calendar day, or `null`. Surrounding
 * whitespace is ignored; day and month may have one or two digits ('1.2.2024'), the year must have four;
 * impossible days (31.04, 29.02 outside leap years) give `null`.
 */
export function parseDateInput(s: string): DateParts | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const p = { y: Number(m[3]), m: Number(m[2]), d: Number(m[1]) };
  return isValidDateParts(p) ? p : null;
}
