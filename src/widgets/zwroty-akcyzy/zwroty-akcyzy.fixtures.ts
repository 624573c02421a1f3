import type { Wniosek, Zwrot } from '../../core/api/paliwa.ts';

/** Named examples of the excise refund widgets' data (STYLE.md §6). */
export const wniosek = (extra: Partial<Wniosek> = {}): Wniosek => ({
  sygnaturaWniosku: 'FN.3123.1.2025',
  dataZlozeniaWniosku: '2025-02-11',
  powierzchniaUzytkowRolnych: 14.37,
  iloscOleju: 900,
  rocznyLimitZwrotu: 2339.44,
  czyWyplataNaRachunekBankowy: true,
  ...extra,
});

export const zwrot = (extra: Partial<Zwrot> = {}): Zwrot => ({
  numerDecyzji: 'FN.3123.1.2025.D',
  dataWydaniaDecyzji: '2025-03-14',
  kwotaZwrotu: 1332,
  pozostalyLimitZwrotuDoWykorzystania: 1007.44,
  rocznyLimitZwrotu: 2339.44,
  kwotaWyplacona: 1332,
  ...extra,
});

export const zwrotyFixtures = {
  lata: [2025, 2023, 2024],
  wnioski: [
    wniosek(),
    wniosek({
      sygnaturaWniosku: 'FN.3123.4.2025',
      dataZlozeniaWniosku: '2025-08-07',
      czyWyplataNaRachunekBankowy: false,
    }),
  ],
  zwroty: [
    zwrot(),
    zwrot({
      numerDecyzji: 'FN.3123.4.2025.D',
      dataWydaniaDecyzji: '2025-09-10',
      kwotaZwrotu: 1007.44,
      pozostalyLimitZwrotuDoWykorzystania: 0,
      kwotaWyplacona: null,
    }),
  ],
};
