import type { Odczyt, PunktOdbioru } from '../../core/api/woda.ts';

/** Named examples of the readings element (STYLE.md §6): a house whose meter was replaced, 14 readings. */
const odczyt = (numer: string, data: string, stan: number, zuzycie: number): Odczyt => ({
  numerLicznika: numer,
  dataOdczytu: data,
  stanLicznika: stan,
  zuzycieLicznika: zuzycie,
});

/** The new meter's readings, oldest first: [date, consumption]. */
const nowe: [string, number][] = [
  ['2025-04-10', 12],
  ['2025-06-10', 14],
  ['2025-08-10', 15],
  ['2025-10-10', 28],
  ['2025-12-10', 33],
  ['2026-02-10', 17],
  ['2026-04-10', 13],
  ['2026-06-10', 12],
  ['2026-08-10', 15],
  ['2026-10-10', 30],
];
export const odczytLicznikowFixtures = {
  punkty: [
    {
      idPunktuOdbioru: 101,
      adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      lataOdbioru: [2025, 2026],
      liczniki: [
        { numerLicznika: 'ZD-24-90417', dataWyjecia: null },
        { numerLicznika: 'ZD-14-58213', dataWyjecia: '2025-03-10' },
      ],
    },
  ] satisfies PunktOdbioru[],
  /** Newest first, as the server answers: 10 of the new meter, 4 of the old one. */
  odczyty: [
    ...nowe
      .map(([data, z], i) =>
        odczyt(
          'ZD-24-90417',
          data,
          nowe.slice(0, i + 1).reduce((s, x) => s + x[1], 0),
          z,
        ),
      )
      .reverse(),
    odczyt('ZD-14-58213', '2025-02-10', 4310, 11),
    odczyt('ZD-14-58213', '2024-12-10', 4299, 12),
    odczyt('ZD-14-58213', '2024-10-10', 4287, 16),
    odczyt('ZD-14-58213', '2024-08-10', 4271, 31),
  ],
};
