import type { RataZbiorcza } from '../../core/api/naleznosci.ts';

/**
 * Named examples of the dues element (STYLE.md §6): a collective instalment with one instalment of property tax,
 * unpaid and without flags; `zmiany` overrides any field.
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
