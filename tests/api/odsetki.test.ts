/** Interest for late payment and the extension fee (server/odsetki.ts, DESIGN.md §7). */
import { describe, expect, it } from 'vitest';
import {
  dniMiedzy,
  odsetkiZaZwloke,
  oplataProlongacyjna,
  rodzajOdsetek,
  STOPA_ODSETEK_PODATKOWYCH,
} from '../../server/odsetki.ts';
import { numerKontaKarty } from '../../demo/seed/naleznosci.ts';
import { isValidNrb } from '../../src/core/rules/fields.ts';

describe('interest for late payment', () => {
  it('tax interest: 200 % of the lombard rate + 2 points, from the day after the due date, full złoty', () => {
    expect(STOPA_ODSETEK_PODATKOWYCH).toBeCloseTo(0.12, 10);
    expect(odsetkiZaZwloke(1000, '2026-03-15', '2026-03-15', 'podatkowe')).toBe(0);
    // 1000 zł × 12 % × 100 / 365 = 32.88 → 33 zł
    expect(odsetkiZaZwloke(1000, '2026-03-15', '2026-06-23', 'podatkowe')).toBe(33);
    // 1000 × 12 % × 26 / 365 = 8.55 → 9 zł, above 8.70 → charged; 25 days: 8.22 → 8 zł, not charged
    expect(odsetkiZaZwloke(1000, '2026-03-15', '2026-04-10', 'podatkowe')).toBe(9);
    expect(odsetkiZaZwloke(1000, '2026-03-15', '2026-04-09', 'podatkowe')).toBe(0);
  });

  it('civil interest (water, lease): reference rate + 5.5 points, to the grosz, no threshold', () => {
    // 500 × 10 % × 30 / 365 = 4.109… → 4.11
    expect(odsetkiZaZwloke(500, '2026-01-20', '2026-02-19', 'cywilne')).toBe(4.11);
    expect(rodzajOdsetek('WODA_SCIEKI')).toBe('cywilne');
    expect(rodzajOdsetek('PODATKI_GMINNE')).toBe('podatkowe');
  });

  it('extension fee: half the interest rate for the days the deadline moved', () => {
    // 2000 × 6 % × 61 / 365 = 20.05 → 20 zł
    expect(oplataProlongacyjna(2000, '2026-09-15', '2026-11-15')).toBe(20);
    expect(oplataProlongacyjna(2000, '2026-09-15', '2026-09-01')).toBe(0);
    expect(dniMiedzy('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('each card’s individual account passes the NRB check', () => {
    for (const id of [1, 2, 17, 999, 12345678])
      expect(isValidNrb(numerKontaKarty(id)), String(id)).toBe(true);
    expect(numerKontaKarty(1)).toMatch(/^\d{2}10901014000055550{7}1$/);
  });
});
