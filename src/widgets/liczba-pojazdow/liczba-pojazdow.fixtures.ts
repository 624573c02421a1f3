import type { NormaPojazdow } from '../../core/api/pojazdy.ts';

/** Named examples of the vehicle-count widget's data (STYLE.md §6). */
export const liczbaPojazdowFixtures = {
  pusto: [] as NormaPojazdow[],
  jedenWiersz: [{ nazwaNormy: 'Norma EURO 6', liczbaPojazdow: 1234 }],
  wieleWierszy: [
    { nazwaNormy: 'Pojazdy z napędem elektrycznym lub wodorowym', liczbaPojazdow: 9 },
    { nazwaNormy: 'Norma EURO 6', liczbaPojazdow: 202 },
    { nazwaNormy: 'Norma EURO 5 / EEV', liczbaPojazdow: 84 },
    { nazwaNormy: 'Norma EURO 4', liczbaPojazdow: 31 },
    { nazwaNormy: 'Norma EURO 3', liczbaPojazdow: 13 },
    { nazwaNormy: 'Norma EURO 2 i starsze', liczbaPojazdow: 18 },
  ],
};
