import type { Wniosek } from '../../core/api/paliwa.ts';

/** Named examples of the excise refund applications widget's data (STYLE.md §6). */
export const wniosek = (extra: Partial<Wniosek> = {}): Wniosek => ({
  sygnaturaWniosku: 'FN.3123.1.2025',
  dataZlozeniaWniosku: '2025-02-11',
  powierzchniaUzytkowRolnych: 14.37,
  iloscOleju: 900,
  rocznyLimitZwrotu: 2339.44,
  czyWyplataNaRachunekBankowy: true,
  ...extra,
});

export const wnioskiFixtures = {
  lata: [2025, 2023, 2024],
  wnioski: [
    wniosek(),
    wniosek({
      sygnaturaWniosku: 'FN.3123.4.2025',
      dataZlozeniaWniosku: '2025-08-07',
      czyWyplataNaRachunekBankowy: false,
    }),
  ],
};
