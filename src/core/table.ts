import { polishCollator } from './format.ts';

/**
 * Data-table rules of the spec (spec 01 §9 "Tables", spec 02 §9): page-size options by row count, when paging
 * shows, the 9-per-page variant, slicing a page and sorting rows. Pages are 0-based, as in the table component.
 */

/** Default page size of data tables (spec 01 §9, spec 02 §9 "default page size 5"). */
export const DEFAULT_PAGE_SIZE = 5;

/** Page size of the 9-per-page table variant (spec 01 §9, spec 02 §9 "9 per page with no options"). */
export const NINE_PAGE_SIZE = 9;

/**
 * 'standard': page size 5 with the options of `pageSizeOptions`; 'piec': 5 per page, no options (spec 02 §9
 * "Instalment table page size 5"), paging above 5 rows; 'dziewiec': 9 per page, no options, paging above 9 rows.
 */
export type TableVariant = 'standard' | 'piec' | 'dziewiec';

const rowsOf = (rowCount: number): number =>
  Number.isFinite(rowCount) && rowCount > 0 ? Math.floor(rowCount) : 0;

/**
 * Page-size options for a table of `rowCount` rows (spec 01 §9, spec 02 §9): up to 5 → [5]; up to 10 →
 * [5, count]; up to 20 → [5, 10, count]; up to 30 → [5, 10, 20, count]; above 30 → [5, 10, 20, 30], plus the
 * count when `includeAll` (the spec's "in one variant also count"). The result is strictly ascending and always
 * starts with 5 (0 rows → [5]). The 'dziewiec' variant has the single
 * option [9] (nothing to choose: the UI hides the selector when there is one option).
 */
export function pageSizeOptions(
  rowCount: number,
  options: { variant?: TableVariant; includeAll?: boolean } = {},
): number[] {
  if (options.variant === 'dziewiec') return [NINE_PAGE_SIZE];
  const n = rowsOf(rowCount);
  if (n <= 5) return [5];
  if (n <= 10) return [5, n];
  if (n <= 20) return [5, 10, n];
  if (n <= 30) return [5, 10, 20, n];
  return options.includeAll ? [5, 10, 20, 30, n] : [5, 10, 20, 30];
}

/** The initial page size of a table variant (spec 01 §9): 5, or 9 for 'dziewiec'. */
export function defaultPageSize(variant: TableVariant = 'standard'): number {
  return variant === 'dziewiec' ? NINE_PAGE_SIZE : DEFAULT_PAGE_SIZE;
}

/**
 * Whether the table shows paging controls (spec 01 §9 "paging only above 5 rows"; the 'dziewiec' variant
 * above 9 rows).
 */
export function isPaged(rowCount: number, variant: TableVariant = 'standard'): boolean {
  return rowsOf(rowCount) > defaultPageSize(variant);
}

/**
 * Number of pages for `rowCount` rows at `pageSize` per page; at least 1, so an empty table has one (empty)
 * page and `clampPage` always has a page to return. A page size below 1 means one page with every row.
 */
export function pageCount(rowCount: number, pageSize: number): number {
  const n = rowsOf(rowCount);
  return pageSize >= 1 ? Math.max(1, Math.ceil(n / Math.floor(pageSize))) : 1;
}

/**
 * `page` (0-based) kept within 0 … pageCount − 1, e.g. after rows were filtered away or the page size grew;
 * a non-integer or NaN page gives its floor or 0.
 */
export function clampPage(page: number, rowCount: number, pageSize: number): number {
  const p = Number.isFinite(page) ? Math.floor(page) : 0;
  return Math.min(Math.max(0, p), pageCount(rowCount, pageSize) - 1);
}

/**
 * The rows of page `page` (0-based, clamped with `clampPage`) at `pageSize` rows per page (spec 01 §9). A page
 * size below 1 returns every row. Never mutates `rows`.
 */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  if (!(pageSize >= 1)) return rows.slice();
  const size = Math.floor(pageSize);
  const start = clampPage(page, rows.length, size) * size;
  return rows.slice(start, start + size);
}

/** Sort direction of a column. */
export type SortDirection = 'asc' | 'desc';

/** Polish alphabetical order with numbers compared by value ('2' < '10'): Intl.Collator('pl'). */
export const comparePolish = (a: string, b: string): number => polishCollator().compare(a, b);

const isMissing = (v: unknown): boolean => v == null || (typeof v === 'number' && Number.isNaN(v));

/**
 * The default cell comparator of `sortRows` (spec 01 §9 "sorting on"): numbers and bigints numerically,
 * `Date`s by time, booleans false before true, strings (and anything else, via String) with the Polish collator.
 * Expects non-missing values; `sortRows` places null, undefined and NaN itself.
 */
export function compareValues(a: unknown, b: unknown): number {
  if ((typeof a === 'number' && typeof b === 'number') || (typeof a === 'bigint' && typeof b === 'bigint')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return comparePolish(String(a), String(b));
}

/**
 * A sorted copy of `rows` by column `key` (spec 01 §9, spec 02 §9 "sorting on"): `compare` (default
 * `compareValues`) orders present values, 'desc' reverses that order; null, undefined and NaN always go last,
 * in either direction. The sort is stable: rows with equal values keep their original order, also in 'desc'.
 */
export function sortRows<T, K extends keyof T>(
  rows: readonly T[],
  key: K,
  dir: SortDirection,
  compare: (a: NonNullable<T[K]>, b: NonNullable<T[K]>) => number = compareValues,
): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  return rows.slice().sort((ra, rb) => {
    const a = ra[key];
    const b = rb[key];
    const ma = isMissing(a);
    const mb = isMissing(b);
    if (ma || mb) return Number(ma) - Number(mb);
    return sign * compare(a as NonNullable<T[K]>, b as NonNullable<T[K]>);
  });
}
