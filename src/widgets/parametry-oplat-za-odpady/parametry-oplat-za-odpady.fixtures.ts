import type { ParametrOplaty, ParametryOplat } from '../../core/api/smieci.ts';

/** Named examples of the waste fee parameters widget's data (STYLE.md §6). */
export const parametr = (extra: Partial<ParametrOplaty> = {}): ParametrOplaty => ({
  punktOdbioru: 'ul. Polna 12, Zielona Dolina',
  parametr: 'Powierzchnia lokalu mieszkalnego',
  odDnia: '2025-07-01',
  doDnia: null,
  wartosc: 142.6,
  jednostkaMiary: 'm2',
  ...extra,
});

export const parametryFixtures = {
  pusto: { parametryOplatAktualne: [], parametryOplatArchiwalne: [] } satisfies ParametryOplat,
  dom: {
    parametryOplatAktualne: [
      parametr(),
      parametr({ parametr: 'Kompostownik przydomowy', wartosc: 1, jednostkaMiary: 'szt.' }),
      parametr({
        parametr: 'Średnie miesięczne zużycie wody',
        wartosc: 6.3,
        jednostkaMiary: 'm3',
        doDnia: '2026-12-31',
      }),
    ],
    parametryOplatArchiwalne: [parametr({ odDnia: '2022-01-01', doDnia: '2025-06-30', wartosc: 118.4 })],
  } satisfies ParametryOplat,
  tylkoArchiwalne: {
    parametryOplatAktualne: [],
    parametryOplatArchiwalne: [parametr({ odDnia: '2022-01-01', doDnia: '2025-06-30', wartosc: 118.4 })],
  } satisfies ParametryOplat,
};
