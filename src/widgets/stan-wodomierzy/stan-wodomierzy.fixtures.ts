import type { Wodomierz, ZgloszenieStanu } from '../../core/api/woda.ts';

/** Named examples of the reading entry (STYLE.md §6): a house meter and an allotment's dial near its end. */
export const stanWodomierzyFixtures = {
  wodomierze: [
    {
      idLicznika: 2,
      idPunktu: 101,
      nrKarty: 'W/00101',
      nrLicznika: 'ZD-24-90417',
      adres: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      stanLicznika: 238,
      zakresLicznikaCalkowite: 5,
      zakresLicznikaDziesietne: 0,
      sredniZuzycie: 23.8,
    },
    {
      idLicznika: 5,
      idPunktu: 103,
      nrKarty: 'W/00103',
      nrLicznika: 'ZD-09-00788',
      adres: 'ROD „Słonecznik”, działka 48',
      stanLicznika: 9968,
      zakresLicznikaCalkowite: 4,
      zakresLicznikaDziesietne: 0,
      // the office's system may send an average with more decimals than the screen shows (issue 26)
      sredniZuzycie: 7.167,
    },
  ] satisfies Wodomierz[],
  historia: [
    { dataOdczytu: '2026-10-10', stanLicznika: 238, zuzycieLicznika: 18, zrodlo: 'inkasent' },
    { dataOdczytu: '2026-08-10', stanLicznika: 220, zuzycieLicznika: 35, zrodlo: 'inkasent' },
  ] satisfies ZgloszenieStanu[],
};
