/**
 * The date field (spec 01 §5 "Dates", §9; spec 02 §5 "Date filters", §9): input dd.mm.yyyy parsed into a
 * calendar day and checked. The API and display forms of a day are in day.ts (re-exported here).
 */
import { msg, type ValidationResult } from './rules/messages.ts';
import { datePartsOf, isValidDateParts, type DateParts } from './day.ts';

export * from './day.ts';

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

/**
 * Date field check (spec 01 §5 "Dates", §9; spec 02 §5 "Date filters"): blank → `msg.fieldEmpty` (check
 * `isNonBlank` first where the field is optional); not a real dd.mm.yyyy day → `msg.dateInvalid`; before
 * 1900-01-01 → `msg.dateBefore1900`; after the local day of `today` → `msg.dateInFuture` (today itself is fine,
 * at any hour).
 */
export function validateDateInput(s: string | null | undefined, today: Date = new Date()): ValidationResult {
  if (s == null || s.trim() === '') return msg.fieldEmpty;
  const p = parseDateInput(s);
  if (!p) return msg.dateInvalid;
  if (compareDateParts(p, EARLIEST_DATE) < 0) return msg.dateBefore1900;
  if (compareDateParts(p, datePartsOf(today)) > 0) return msg.dateInFuture;
  return null;
}
