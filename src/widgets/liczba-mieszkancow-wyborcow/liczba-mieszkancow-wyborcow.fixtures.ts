import type { LiczbaMieszkancowIWyborcow } from '../../core/api/meldunki.ts';

const wiersz = (nazwaMiejscowosci: string, s: number, c: number, w: number) => ({
  nazwaMiejscowosci,
  liczbaZameldowanStalych: s,
  liczbaZameldowanCzasowych: c,
  liczbaWyborcow: w,
});

/** Named examples of the residents-and-voters widget's data (STYLE.md §6). */
export const mieszkancyFixtures = {
  pusto: { dataStanu: '2026-03-15', liczbaMieszkancowIWyborcow: [] },
  jedenWiersz: {
    dataStanu: '2026-03-15',
    liczbaMieszkancowIWyborcow: [wiersz('Zielona Dolina', 3461, 193, 2768)],
  },
  wieleWierszy: {
    dataStanu: '2026-03-15',
    liczbaMieszkancowIWyborcow: [
      wiersz('Zielona Dolina', 3461, 193, 2768),
      wiersz('Brzozówka', 1002, 50, 809),
      wiersz('Dąbrowa Leśna', 836, 44, 682),
      wiersz('Jabłonna Mała', 542, 23, 443),
      wiersz('Kępno Górne', 706, 23, 568),
      wiersz('Lipowiec', 590, 20, 470),
      wiersz('Żurawiniec', 301, 9, 240),
    ],
  },
} satisfies Record<string, LiczbaMieszkancowIWyborcow>;
