import type { StawkaPojazdu } from '../../core/api/pojazdy.ts';

/** Named examples of the vehicle-rate widget's data (STYLE.md §6). */
export const stawka = (i: number): StawkaPojazdu => ({
  nazwaStawki: `Samochody ciężarowe – kategoria ${i + 1}`,
  stawkaRoczna: 800 + 100 * i,
  stawkaRocznaMax: 1228.61 + 150 * i,
  kwotaObnizeniaStawki: 428.61 + 50 * i,
});

export const stawkiFixtures = {
  lata: [2024, 2025, 2026],
  pusto: [] as StawkaPojazdu[],
  jedenWiersz: [stawka(0)],
  wieleWierszy: Array.from({ length: 13 }, (_, i) => stawka(i)),
};
