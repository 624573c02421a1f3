import { describe, expect, it } from 'vitest';
import { topImiona, TOP_IMION } from './statystyki-el.ts';

describe('topImiona (spec 01 §9: top 10 names in the pie chart)', () => {
  const imiona = [
    { imie: 'Łucja', liczbaOsob: 5 },
    { imie: 'Anna', liczbaOsob: 9 },
    { imie: 'Lena', liczbaOsob: 5 },
    { imie: 'Zofia', liczbaOsob: 12 },
    ...Array.from({ length: 12 }, (_, i) => ({ imie: `Imię ${i}`, liczbaOsob: 1 })),
  ];

  it('keeps the 10 highest counts, highest first, ties in Polish alphabetical order', () => {
    const top = topImiona(imiona);
    expect(TOP_IMION).toBe(10);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4).map((r) => r.imie)).toEqual(['Zofia', 'Anna', 'Lena', 'Łucja']);
    expect(top.slice(4).every((r) => r.liczbaOsob === 1)).toBe(true);
  });

  it('takes another count, and fewer names than asked for as they are, without changing its input', () => {
    const copy = structuredClone(imiona);
    expect(topImiona(imiona, 2).map((r) => r.imie)).toEqual(['Zofia', 'Anna']);
    expect(topImiona(imiona.slice(0, 2), 10)).toEqual([imiona[1], imiona[0]]);
    expect(imiona).toEqual(copy);
    expect(topImiona([])).toEqual([]);
  });
});
