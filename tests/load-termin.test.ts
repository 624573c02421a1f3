/**
 * The pure parts of the deadline-day benchmark (scripts/load-termin.ts): the percentiles and the highest rate it
 * reports, and the residents' PESELs it writes (valid and distinct, or the server would refuse their calls).
 */
import { describe, expect, it } from 'vitest';
import { isValidPesel } from '../src/core/rules/fields.ts';
import { peselMieszkanca, rokTerminu } from '../scripts/load-termin-dane.ts';
import {
  najwyzszaStawka,
  percentyl,
  wTerminie,
  wynikKroku,
  type WynikKroku,
} from '../scripts/load-termin-wyniki.ts';

describe('percentyl', () => {
  it('takes the nearest rank: a time some call took', () => {
    const czasy = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(percentyl(czasy, 50)).toBe(50);
    expect(percentyl(czasy, 99)).toBe(99);
    expect(percentyl(czasy, 100)).toBe(100);
    expect(percentyl([7, 3, 5], 50)).toBe(5);
    // few calls: p99 is the slowest one
    expect(percentyl([120, 900, 80], 99)).toBe(900);
    expect(percentyl([42], 0)).toBe(42);
    expect(percentyl([], 50)).toBeNaN();
  });
});

const krok = (p99: number, bledy = 0): WynikKroku => wynikKroku('logowanie', [p99], bledy);

describe('the highest rate in time', () => {
  it('needs every step under the limit, none failed and some answered', () => {
    expect(wTerminie([krok(400), krok(999)], 1000)).toBe(true);
    expect(wTerminie([krok(400), krok(1000)], 1000)).toBe(false);
    expect(wTerminie([krok(400, 1)], 1000)).toBe(false);
    expect(wTerminie([wynikKroku('karta', [], 0)], 1000)).toBe(false);
    expect(wTerminie([], 1000)).toBe(false);
  });

  it('counts from the lowest rate up and stops at the first over the limit', () => {
    const stopnie = [
      { stawka: 2, kroki: [krok(1400)] },
      { stawka: 0.5, kroki: [krok(300)] },
      { stawka: 1, kroki: [krok(800)] },
      // past the knee a lucky run does not count
      { stawka: 3, kroki: [krok(900)] },
    ];
    expect(najwyzszaStawka(stopnie, 1000)).toBe(1);
    expect(najwyzszaStawka([{ stawka: 0.5, kroki: [krok(1200)] }], 1000)).toBeNull();
    expect(najwyzszaStawka([], 1000)).toBeNull();
  });
});

describe("the residents' data", () => {
  it('gives every resident a valid PESEL of its own', () => {
    const indeksy = [0, 1, 9_999, 10_000, 123_456, 2_000_000, 99_999_999];
    const pesele = indeksy.map(peselMieszkanca);
    for (const p of pesele) expect(isValidPesel(p), p).toBe(true);
    expect(new Set(pesele).size).toBe(indeksy.length);
    const kolejne = Array.from({ length: 30_000 }, (_, i) => peselMieszkanca(i));
    expect(new Set(kolejne).size).toBe(30_000);
    expect(kolejne.every(isValidPesel)).toBe(true);
    expect(peselMieszkanca(0).slice(0, 10)).toBe('4001010000');
    expect(() => peselMieszkanca(-1)).toThrow(RangeError);
    expect(() => peselMieszkanca(100_000_000)).toThrow(RangeError);
  });

  it('dates the cards in the year of the coming 15 March', () => {
    expect(rokTerminu('2026-11-26')).toBe(2027);
    expect(rokTerminu('2027-03-15')).toBe(2027);
    expect(rokTerminu('2027-03-16')).toBe(2028);
    expect(rokTerminu('2027-01-02')).toBe(2027);
  });
});
