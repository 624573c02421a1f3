import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  compareValues,
  comparePolish,
  DEFAULT_PAGE_SIZE,
  defaultPageSize,
  isPaged,
  NINE_PAGE_SIZE,
  pageCount,
  pageSizeOptions,
  paginate,
  sortRows,
} from './table.ts';

const SEED = { seed: 20261122 };

describe('page-size options (spec 01 §9, spec 02 §9)', () => {
  it.each([
    [0, [5], false],
    [1, [5], false],
    [5, [5], false],
    [6, [5, 6], true],
    [10, [5, 10], true],
    [11, [5, 10, 11], true],
    [20, [5, 10, 20], true],
    [21, [5, 10, 20, 21], true],
    [30, [5, 10, 20, 30], true],
    [31, [5, 10, 20, 30], true],
    [100, [5, 10, 20, 30], true],
  ])('%d rows → %j, paged %s', (rows, options, paged) => {
    expect(pageSizeOptions(rows)).toEqual(options);
    expect(isPaged(rows)).toBe(paged);
  });

  it('the "also count" variant adds the count above 30 only', () => {
    expect(pageSizeOptions(31, { includeAll: true })).toEqual([5, 10, 20, 30, 31]);
    expect(pageSizeOptions(100, { includeAll: true })).toEqual([5, 10, 20, 30, 100]);
    expect(pageSizeOptions(30, { includeAll: true })).toEqual([5, 10, 20, 30]);
    expect(pageSizeOptions(7, { includeAll: true })).toEqual([5, 7]);
  });

  it('the instalment table (spec 02 §9 "page size 5"): 5 a page, paged above 5 rows', () => {
    expect(defaultPageSize('piec')).toBe(5);
    expect(isPaged(5, 'piec')).toBe(false);
    expect(isPaged(6, 'piec')).toBe(true);
  });

  it('odd counts are treated as no rows', () => {
    expect(pageSizeOptions(-3)).toEqual([5]);
    expect(pageSizeOptions(Number.NaN)).toEqual([5]);
    expect(pageSizeOptions(6.7)).toEqual([5, 6]);
  });

  it('always include 5, ascending, largest covers the rows up to 30', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.boolean(), (rows, includeAll) => {
        const options = pageSizeOptions(rows, { includeAll });
        expect(options[0]).toBe(5);
        for (let i = 1; i < options.length; i++)
          expect(options[i]).toBeGreaterThan(options[i - 1] ?? Infinity);
        expect(options.at(-1)).toBe(rows <= 5 ? 5 : rows <= 30 || includeAll ? rows : 30);
      }),
      SEED,
    );
  });

  it('the 9-per-page variant', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(5);
    expect(defaultPageSize()).toBe(5);
    expect(defaultPageSize('dziewiec')).toBe(NINE_PAGE_SIZE);
    expect(pageSizeOptions(100, { variant: 'dziewiec' })).toEqual([9]);
    for (const [rows, paged] of [
      [0, false],
      [6, false],
      [9, false],
      [10, true],
      [100, true],
    ] as const) {
      expect(isPaged(rows, 'dziewiec')).toBe(paged);
    }
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);

  it('pageCount', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(23, 0)).toBe(1);
  });

  it('clampPage', () => {
    expect(clampPage(-1, 23, 5)).toBe(0);
    expect(clampPage(9, 23, 5)).toBe(4);
    expect(clampPage(2.7, 23, 5)).toBe(2);
    expect(clampPage(Number.NaN, 23, 5)).toBe(0);
    expect(clampPage(3, 0, 5)).toBe(0);
  });

  it('paginate slices 0-based pages and clamps', () => {
    expect(paginate(rows, 0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(paginate(rows, 4, 5)).toEqual([20, 21, 22]);
    expect(paginate(rows, 99, 5)).toEqual([20, 21, 22]);
    expect(paginate(rows, 1, 9)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(paginate(rows, 0, 0)).toEqual(rows);
    expect(paginate([], 0, 5)).toEqual([]);
  });

  it('the pages together are the rows', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: 1, max: 31 }), (all, size) => {
        const pages = Array.from({ length: pageCount(all.length, size) }, (_, p) => paginate(all, p, size));
        expect(pages.flat()).toEqual(all);
        expect(pages.every((p) => p.length <= size)).toBe(true);
      }),
      SEED,
    );
  });
});

describe('sortRows (spec 01 §9)', () => {
  interface Row {
    id: number;
    name: string | null;
    amount?: number | null;
  }
  const rows: Row[] = [
    { id: 1, name: 'Żaneta', amount: 10 },
    { id: 2, name: 'adam', amount: null },
    { id: 3, name: 'Łukasz', amount: 2 },
    { id: 4, name: null, amount: 10 },
    { id: 5, name: 'Ala', amount: Number.NaN },
    { id: 6, name: 'Ąda', amount: -1 },
    { id: 7, name: 'Lena' },
    { id: 8, name: 'Zenon', amount: 10 },
  ];
  const ids = (r: Row[]) => r.map((x) => x.id);

  it('Polish collation, nulls last in both directions', () => {
    expect(sortRows(rows, 'name', 'asc').map((r) => r.name)).toEqual([
      'adam',
      'Ala',
      'Ąda',
      'Lena',
      'Łukasz',
      'Zenon',
      'Żaneta',
      null,
    ]);
    expect(sortRows(rows, 'name', 'desc').map((r) => r.name)).toEqual([
      'Żaneta',
      'Zenon',
      'Łukasz',
      'Lena',
      'Ąda',
      'Ala',
      'adam',
      null,
    ]);
  });

  it('numbers numerically, null/undefined/NaN last, stable for ties in both directions', () => {
    expect(ids(sortRows(rows, 'amount', 'asc'))).toEqual([6, 3, 1, 4, 8, 2, 5, 7]);
    expect(ids(sortRows(rows, 'amount', 'desc'))).toEqual([1, 4, 8, 3, 6, 2, 5, 7]);
  });

  it('does not mutate and accepts a custom comparator', () => {
    const copy = rows.slice();
    sortRows(rows, 'id', 'desc');
    expect(rows).toEqual(copy);
    const byLength = sortRows(rows, 'name', 'asc', (a, b) => a.length - b.length);
    expect(byLength.map((r) => r.name)).toEqual([
      'Ala',
      'Ąda',
      'adam',
      'Lena',
      'Zenon',
      'Żaneta',
      'Łukasz',
      null,
    ]);
  });

  it('numeric collation inside strings', () => {
    const r = ['10', '9', 'rozdz. 100', 'rozdz. 20'].map((name, id) => ({ id, name }));
    expect(sortRows(r, 'name', 'asc').map((x) => x.name)).toEqual(['9', '10', 'rozdz. 20', 'rozdz. 100']);
    expect(compareValues(new Date(2020, 0, 1), new Date(2021, 0, 1))).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
  });

  it('is an ordered, stable permutation', () => {
    const row = fc.record({
      i: fc.nat(),
      v: fc.option(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: false })), {
        nil: undefined,
      }),
      s: fc.option(fc.constantFrom('a', 'ą', 'b', 'ł', 'l', 'Z', 'ż', '2', '10'), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.constantFrom('v', 's'),
        fc.constantFrom('asc', 'desc'),
        (input, key, dir) => {
          const indexed = input.map((r, i) => ({ ...r, i }));
          const out = sortRows(indexed, key, dir);
          expect(out.map((r) => r.i).sort((a, b) => a - b)).toEqual(indexed.map((r) => r.i));
          const missing = (v: unknown) => v == null || Number.isNaN(v);
          for (let k = 1; k < out.length; k++) {
            const a = out[k - 1]!;
            const b = out[k]!;
            const [va, vb] = [a[key], b[key]];
            if (missing(vb)) {
              if (missing(va)) expect(a.i).toBeLessThan(b.i);
              continue;
            }
            expect(missing(va)).toBe(false);
            const c = (dir === 'desc' ? -1 : 1) * compareValues(va, vb);
            expect(c).toBeLessThanOrEqual(0);
            if (c === 0) expect(a.i).toBeLessThan(b.i);
          }
        },
      ),
      SEED,
    );
  });

  it('sorts 10 000 rows in well under a second', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      i,
      s: `Pozycja ${(i * 7919) % 10_000}`,
      n: (i * 31) % 977,
    }));
    const t0 = performance.now();
    sortRows(many, 's', 'asc');
    sortRows(many, 'n', 'desc');
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('comparePolish: the Polish alphabet (Intl.Collator)', () => {
  it('orders the letters of the Polish alphabet, case aside, numbers by value', () => {
    const words = [
      'żaba',
      'Zenon',
      'ąb',
      'ab',
      'Łukasz',
      'Lucyna',
      'Ósma',
      'osa',
      'źle',
      'ćma',
      'Cezary',
      'b',
      '',
    ];
    expect([...words].sort(comparePolish)).toEqual([
      '',
      'ab',
      'ąb',
      'b',
      'Cezary',
      'ćma',
      'Lucyna',
      'Łukasz',
      'osa',
      'Ósma',
      'Zenon',
      'źle',
      'żaba',
    ]);
    expect(['lokal 10', 'lokal 2'].sort(comparePolish)).toEqual(['lokal 2', 'lokal 10']);
  });
});
