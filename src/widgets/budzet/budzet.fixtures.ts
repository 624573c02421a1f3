import type { Dochod, Wydatek } from '../../core/api/budzet.ts';

/** Named examples of the budget widget's data (STYLE.md §6): used by its tests and scans. */
export const dochod = (i: number): Dochod => ({
  rozdzial: String(75601 + i),
  paragraf: '0310',
  nazwaPozycji: `Podatek od nieruchomości – pozycja ${i + 1}`,
  planPoZmianach: 1000 * (i + 1) + 0.5,
  naleznosci: 900 * (i + 1),
  dochodyOtrzymane: 800 * (i + 1),
  dochodyWykonane: 700 * (i + 1),
});

export const wydatek = (i: number): Wydatek => ({
  rozdzial: String(60016 + i),
  paragraf: '4270',
  nazwaPozycji: `Drogi publiczne gminne – zakup usług remontowych ${i + 1}`,
  planPoZmianach: 2000 * (i + 1),
  wydatki: 1500 * (i + 1),
  zobowiazania: 100 * i,
  koszty: 1400 * (i + 1),
  zaangazowanie: 1600 * (i + 1),
});

export const budzetFixtures = {
  lata: [2024, 2025],
  brakLat: [] as number[],
  jedenWiersz: [dochod(0)],
  wieleWierszy: Array.from({ length: 23 }, (_, i) => dochod(i)),
  wydatki: Array.from({ length: 7 }, (_, i) => wydatek(i)),
};
