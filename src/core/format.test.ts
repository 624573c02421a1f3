import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccountNumber,
  formatAmount,
  formatCount,
  formatPercent,
  formatPln,
  formatUnit,
  MINUS,
  NBSP,
  normalizeWebsite,
  parseAmount,
} from './format.ts';

const SEED = { seed: 20261122 };
const S = NBSP; // U+00A0, spelled out so the expectations show every separator

describe('formatAmount (spec 01 §5)', () => {
  it.each([
    [0, '0,00'],
    [1, '1,00'],
    [12.3, '12,30'],
    [999.99, '999,99'],
    [1234.5, `1${S}234,50`],
    [1234567.891, `1${S}234${S}567,89`],
    [1000000, `1${S}000${S}000,00`],
    [-1234.5, `${MINUS}1${S}234,50`],
    [-0.5, `${MINUS}0,50`],
    [-0.001, '0,00'],
    [-0, '0,00'],
    [0.005, '0,01'],
    [-0.005, `${MINUS}0,01`],
  ])('%d → %j', (n, expected) => {
    expect(formatAmount(n)).toBe(expected);
  });

  it('uses U+00A0 and U+2212 exactly', () => {
    expect(formatAmount(-1234)).toBe('\u22121\u00a0234,00');
  });

  it('empty for missing or non-finite values', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('round-trips through parseAmount for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const n = cents / 100;
        expect(parseAmount(formatAmount(n))).toBe(n);
        expect(parseAmount(formatPln(n))).toBe(n);
      }),
      SEED,
    );
  });
});

describe('parseAmount', () => {
  it('accepts Polish input', () => {
    expect(parseAmount('1 234,50')).toBe(1234.5);
    expect(parseAmount(`1${S}234,50${S}zł`)).toBe(1234.5);
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount('-12')).toBe(-12);
    expect(parseAmount(`${MINUS}12,3`)).toBe(-12.3);
  });
  it('rejects anything else', () => {
    for (const s of ['', 'abc', '1,2,3', '1.2.3', '--1', '12a', ',5']) expect(parseAmount(s)).toBeNull();
  });
});

describe('formatPln, formatCount, formatPercent', () => {
  it('formatPln', () => {
    expect(formatPln(1234567.89)).toBe(`1${S}234${S}567,89${S}zł`);
    expect(formatPln(-5)).toBe(`${MINUS}5,00${S}zł`);
    expect(formatPln(null)).toBe('');
  });

  it('formatPln: one currency style per language (Intl currency PLN), the Polish number in each', () => {
    expect(formatPln(324, 'pl')).toBe(`324,00${S}zł`);
    expect(formatPln(1234.5, 'en')).toBe(`PLN${S}1${S}234,50`);
    expect(formatPln(1234.5, 'de')).toBe(`1${S}234,50${S}PLN`);
    expect(formatPln(1234.5, 'uk')).toBe(`1${S}234,50${S}PLN`);
    expect(formatPln(-5, 'en')).toBe(`${MINUS}PLN${S}5,00`);
    expect(formatPln(-0.001, 'de')).toBe(`0,00${S}PLN`);
    expect(formatPln(Number.NaN, 'en')).toBe('');
  });

  it('formatCount groups without decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe(`1${S}234`);
    expect(formatCount(12345678)).toBe(`12${S}345${S}678`);
    expect(formatCount(-1234)).toBe(`${MINUS}1${S}234`);
    expect(formatCount(2.5)).toBe('3');
    expect(formatCount(null)).toBe('');
  });

  it('formatPercent', () => {
    expect(formatPercent(0.1234)).toBe('12,3%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent(0.1, 2)).toBe('10,00%');
    expect(formatPercent(12.345, 1)).toBe(`1${S}234,5%`);
    expect(formatPercent(-0.05)).toBe(`${MINUS}5,0%`);
    expect(formatPercent(Number.NaN)).toBe('');
  });
});

describe('rounding of amounts and counts (half away from zero, as an office clerk expects)', () => {
  it.each([
    [1.005, '1,01', '1'],
    [0.125, '0,13', '0'],
    [-0.004, '0,00', '0'],
    [0.035, '0,04', '0'],
    [2.5, '2,50', '3'],
    [-2.5, `${MINUS}2,50`, `${MINUS}3`],
    [999.995, `1${S}000,00`, `1${S}000`],
    [-999.995, `${MINUS}1${S}000,00`, `${MINUS}1${S}000`],
    [99999.5, `99${S}999,50`, `100${S}000`],
    [123456789.125, `123${S}456${S}789,13`, `123${S}456${S}789`],
    [1.5e-7, '0,00', '0'],
  ])('%d → %s and %s', (n, amount, count) => {
    expect(formatAmount(n)).toBe(amount);
    expect(formatCount(n)).toBe(count);
  });
});

describe('formatAccountNumber (spec 01 §9)', () => {
  it('groups 26 digits as 2 then blocks of 4', () => {
    expect(formatAccountNumber('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatAccountNumber(' 61 10901014 0000 0712 1981 2874 ')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatAccountNumber('61 1090 1014 0000 0712 1981 2874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
  it('an IBAN keeps its country code at the head of the first block (spec 02 §9)', () => {
    expect(formatAccountNumber('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatAccountNumber('PL61 1090 1014 0000 0712 1981 2874')).toBe(
      'PL61 1090 1014 0000 0712 1981 2874',
    );
  });
  it('returns other input unchanged', () => {
    expect(formatAccountNumber('6110901014')).toBe('6110901014');
    expect(formatAccountNumber('PL6110901014000007121981287')).toBe('PL6110901014000007121981287');
    expect(formatAccountNumber('')).toBe('');
    expect(formatAccountNumber(null)).toBe('');
  });
  it('only inserts spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 26, maxLength: 26 }), (a) => {
        const s = a.join('');
        const out = formatAccountNumber(s);
        expect(out.replace(/ /g, '')).toBe(s);
        expect(out).toMatch(/^\d{2}( \d{4}){6}$/);
      }),
      SEED,
    );
  });
});

describe('formatUnit and normalizeWebsite', () => {
  it('formatUnit', () => {
    expect(formatUnit('m2')).toBe('m²');
    expect(formatUnit('m3')).toBe('m³');
    expect(formatUnit('ha')).toBe('ha');
    expect(formatUnit('M2')).toBe('M2');
    expect(formatUnit(null)).toBe('');
  });

  it.each([
    ['www.gmina.pl', 'https://www.gmina.pl'],
    ['  gmina.pl/kontakt ', 'https://gmina.pl/kontakt'],
    ['gmina.pl:8080/x', 'https://gmina.pl:8080/x'],
    ['localhost:3000', 'https://localhost:3000'],
    ['//gmina.pl', 'https://gmina.pl'],
    ['http://gmina.pl', 'http://gmina.pl'],
    ['HTTPS://gmina.pl', 'HTTPS://gmina.pl'],
    ['javascript:alert(1)', ''],
    ['JavaScript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['mailto:urzad@gmina.pl', ''],
    ['', ''],
    [null, ''],
  ])('normalizeWebsite(%j) → %j', (url, expected) => {
    expect(normalizeWebsite(url)).toBe(expected);
  });
});
