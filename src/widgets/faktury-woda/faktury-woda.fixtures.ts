import type { Faktura, PunktOdbioru } from '../../core/api/woda.ts';

/** Named examples of the invoices element (STYLE.md §6). */
const faktura = (
  numer: string,
  data: string,
  kwota: number,
  pdf: boolean,
  zaplata: string | null,
): Faktura => ({
  numerFaktury: numer,
  dotyczyWodySciekow: 'Woda i ścieki',
  dataWystawieniaFaktury: data,
  dataZaplaty: zaplata,
  kwotaBrutto: kwota,
  wystawionoDokumentPdf: pdf,
  idDokumentuPdf: pdf ? `FV-${numer.slice(-3)}` : null,
  adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
});

export const fakturyWodaFixtures = {
  punkty: [
    {
      idPunktuOdbioru: 101,
      adresPunktuOdbioru: 'ul. Ogrodowa 7, 12-345 Zielona Dolina',
      lataOdbioru: [2024, 2025, 2026],
      liczniki: [{ numerLicznika: 'ZD-24-90417', dataWyjecia: null }],
    },
    {
      idPunktuOdbioru: 103,
      adresPunktuOdbioru: 'ROD „Słonecznik”, działka 48',
      lataOdbioru: [2026],
      liczniki: [{ numerLicznika: 'ZD-09-00788', dataWyjecia: null }],
    },
  ] satisfies PunktOdbioru[],
  faktury2026: {
    faktury: [
      faktura('FW/2026/10/010123', '2026-10-15', 336.32, true, null),
      faktura('FW/2026/08/010122', '2026-08-15', 1644.35, true, '2026-08-22'),
    ],
    sumaKwotBrutto: 1980.67,
  },
  fakturyDwaLata: {
    faktury: [
      faktura('FW/2026/10/010123', '2026-10-15', 336.32, true, null),
      faktura('FW/2025/02/010109', '2025-02-15', 290.1, false, '2025-02-20'),
    ],
    sumaKwotBrutto: 626.42,
  },
  umowa: { idPunktu: 101, numerUmowy: 'UW/2018/0300', dataZawarcia: '2018-11-09' },
};
