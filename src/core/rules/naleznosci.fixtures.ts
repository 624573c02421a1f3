import type { RataZbiorcza } from '../api/naleznosci.ts';

/**
 * Named examples of the dues rules and element (STYLE.md §6): a collective instalment with one instalment of
 * property tax, unpaid and without flags; `zmiany` overrides any field.
 */
export function rataZbiorcza(
  id: number,
  termin: string,
  kwota: number,
  zmiany: Partial<RataZbiorcza> = {},
): RataZbiorcza {
  return {
    idNaleznosciRatyZbiorczej: id,
    terminPlatnosci: termin,
    terminOdroczony: null,
    kwotaRaty: kwota,
    kwotaGlowna: kwota,
    kosztyEgzekucji: 0,
    odsetki: 0,
    oplataProlongacyjna: 0,
    kwotaRazem: kwota,
    czySplacona: false,
    czyZaznaczona: false,
    jestUpomnienie: false,
    jestWezwanie: false,
    jestRozlozenieNaRaty: false,
    jestOdroczenieTerminu: false,
    jestTytulWykonawczy: false,
    zleconoPlatnoscZKIR: false,
    zleconoPlatnoscZP24: false,
    raty: [{ idNaleznosciRaty: id * 10, nrRaty: 'I', rodzajOplaty: 'Podatek od nieruchomości', kwota }],
    ...zmiany,
  };
}

/** The detail's instalments: paid, overdue with a reminder, enforcement title, ordered with P24, two payable. */
export const ratyKarty: RataZbiorcza[] = [
  rataZbiorcza(1, '2025-03-15', 390, { czySplacona: true, kwotaGlowna: 0, kwotaRazem: 0 }),
  rataZbiorcza(2, '2025-05-15', 390, {
    jestUpomnienie: true,
    kosztyEgzekucji: 16,
    odsetki: 34,
    kwotaRazem: 440,
  }),
  rataZbiorcza(3, '2025-09-15', 390, { jestTytulWykonawczy: true }),
  rataZbiorcza(4, '2025-11-15', 120.5, { zleconoPlatnoscZP24: true }),
  rataZbiorcza(5, '2099-03-15', 200.25),
  rataZbiorcza(6, '2099-05-15', 300),
];
