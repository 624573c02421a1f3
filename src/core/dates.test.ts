import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDateParts,
  daysInMonth,
  EARLIEST_DATE,
  formatDatePl,
  formatDateTimePl,
  fromIsoDate,
  isLeapYear,
  isValidDateParts,
  parseDateInput,
  toIsoDate,
  toLocalDate,
} from './dates.ts';

const SEED = { seed: 20261122 };

describe('calendar', () => {
  it('leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 13)).toBe(0);
  });

  it('isValidDateParts and compareDateParts', () => {
    expect(isValidDateParts({ y: 2024, m: 2, d: 29 })).toBe(true);
    expect(isValidDateParts({ y: 2023, m: 2, d: 29 })).toBe(false);
    expect(isValidDateParts({ y: 2023, m: 0, d: 1 })).toBe(false);
    expect(isValidDateParts({ y: 2023, m: 1.5, d: 1 })).toBe(false);
    expect(compareDateParts({ y: 2024, m: 1, d: 2 }, { y: 2024, m: 1, d: 1 })).toBeGreaterThan(0);
    expect(compareDateParts(EARLIEST_DATE, { y: 1900, m: 1, d: 1 })).toBe(0);
  });

  it('toLocalDate is local midnight, also for years below 100', () => {
    const d = toLocalDate({ y: 2024, m: 3, d: 31 });
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2024, 2, 31, 0, 0,
    ]);
    expect(toLocalDate({ y: 50, m: 1, d: 1 }).getFullYear()).toBe(50);
  });
});

describe('parseDateInput (dd.mm.yyyy)', () => {
  it('parses real dates', () => {
    expect(parseDateInput('29.02.2024')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseDateInput(' 01.01.1900 ')).toEqual({ y: 1900, m: 1, d: 1 });
    expect(parseDateInput('1.2.2024')).toEqual({ y: 2024, m: 2, d: 1 });
  });

  it.each([
    '29.02.2023',
    '31.04.2024',
    '00.01.2024',
    '01.13.2024',
    '32.01.2024',
    '2024-01-01',
    '01.01.24',
    '01/01/2024',
    '',
    'a',
  ])('rejects %j', (s) => expect(parseDateInput(s)).toBeNull());

  it('round-trips with formatDatePl for every day 1900–2100', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2100, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const p = { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
          expect(parseDateInput(formatDatePl(p))).toEqual(p);
          expect(fromIsoDate(toIsoDate(p))).toEqual(p);
        },
      ),
      SEED,
    );
  });
});

describe('ISO dates and display', () => {
  it('toIsoDate from a Date uses the local day', () => {
    expect(toIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(toIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(toIsoDate({ y: 999, m: 1, d: 2 })).toBe('0999-01-02');
  });

  it('fromIsoDate', () => {
    expect(fromIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(fromIsoDate('2024-02-29 23:59:59')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(fromIsoDate('2024-02-29T23:59:59')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(fromIsoDate('2023-02-29')).toBeNull();
    expect(fromIsoDate('29.02.2024')).toBeNull();
    expect(fromIsoDate('2024-2-1')).toBeNull();
  });

  it('an explicit offset is converted to local time', () => {
    const instant = '2024-03-01T23:30:00Z';
    const local = new Date(instant);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTimePl(instant)).toBe(
      `${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });

  it('formatDatePl', () => {
    expect(formatDatePl('2024-03-05')).toBe('05.03.2024');
    expect(formatDatePl('2024-03-05 14:07:09')).toBe('05.03.2024');
    expect(formatDatePl(new Date(2024, 2, 5, 23, 59))).toBe('05.03.2024');
    expect(formatDatePl({ y: 2024, m: 3, d: 5 })).toBe('05.03.2024');
    expect(formatDatePl(null)).toBe('');
    expect(formatDatePl(undefined)).toBe('');
    expect(formatDatePl(new Date(Number.NaN))).toBe('');
    expect(formatDatePl('bezterminowo')).toBe('bezterminowo');
  });

  it('formatDateTimePl', () => {
    expect(formatDateTimePl('2024-03-05 14:07:59')).toBe('05.03.2024 14:07');
    expect(formatDateTimePl('2024-03-05T00:00:00')).toBe('05.03.2024 00:00');
    expect(formatDateTimePl('2024-03-05 14:07')).toBe('05.03.2024 14:07');
    expect(formatDateTimePl('2024-03-05')).toBe('05.03.2024');
    expect(formatDateTimePl(new Date(2024, 2, 5, 9, 3, 59))).toBe('05.03.2024 09:03');
    expect(formatDateTimePl('2024-03-05 24:00:00')).toBe('2024-03-05 24:00:00');
    expect(formatDateTimePl('')).toBe('');
    expect(formatDateTimePl(null)).toBe('');
  });
});
