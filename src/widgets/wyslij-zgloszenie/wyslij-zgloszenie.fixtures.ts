import type { PunktOdbioru, Temat, Zgloszenie } from '../../core/api/woda.ts';

/** Named examples of the requests element (STYLE.md §6). */
export const wyslijZgloszenieFixtures = {
  punkty: [
    {
      idPunktuOdbioru: 101,
      adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      lataOdbioru: [2026],
      liczniki: [{ numerLicznika: 'ZD-24-90417', dataWyjecia: null }],
    },
  ] satisfies PunktOdbioru[],
  bezLicznikow: [
    {
      idPunktuOdbioru: 109,
      adresPunktuOdbioru: 'ul. Polna 9',
      lataOdbioru: [2020],
      liczniki: [{ numerLicznika: 'ZD-01-00001', dataWyjecia: '2021-01-10' }],
    },
  ] satisfies PunktOdbioru[],
  tematy: [
    { id: 1, temat: 'Zgłoszenie awarii wodomierza', czyDodatkowy: true },
    { id: 4, temat: 'Reklamacja faktury', czyDodatkowy: false },
  ] satisfies Temat[],
  zgloszenia: [
    {
      kiedyUtworzono: '2026-07-07 11:00:00',
      kiedyObsluzono: '2026-07-13 15:00:00',
      tematZgloszenia: 'Reklamacja faktury',
      trescZgloszenia: 'Proszę o sprawdzenie faktury.',
      stanLicznika: 185,
      uwagiDoZgloszenia: 'Odczyt potwierdzony.',
      adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
    },
  ] satisfies Zgloszenie[],
};
