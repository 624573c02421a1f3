/**
 * Named examples of the overview of everything owed (`GET /naleznosci/dajZobowiazania`), as the demo office has
 * them on 26 November 2026: the component tests' data.
 */
import type { Zobowiazania, Zobowiazanie } from '../../core/api/zobowiazania.ts';

const wiersz = (
  id: number,
  karta: [id: number, symbol: string, aplikacja: Zobowiazanie['aplikacjaNaleznosci']],
  termin: string,
  kwota: number,
  zmiany: Partial<Zobowiazanie> = {},
): Zobowiazanie => ({
  idKartyNaleznosci: karta[0],
  symbolKarty: karta[1],
  aplikacjaNaleznosci: karta[2],
  idNaleznosciRatyZbiorczej: id,
  opisNrRaty: 'III',
  rodzajOplaty: 'Opłata za gospodarowanie odpadami komunalnymi',
  terminPlatnosci: termin,
  kwotaRazem: kwota,
  wybieralna: true,
  zlecona: null,
  grupa: 'W_TYM_ROKU',
  ...zmiany,
});

const ODPADY_2025: [number, string, 'ODPADY'] = [40, 'OD/2025/000544', 'ODPADY'];
const PSY: [number, string, 'OPLATY_PSY'] = [9, 'PS/2026/000087', 'OPLATY_PSY'];
const PODATKI: [number, string, 'PODATKI_GMINNE'] = [7, 'PN/2026/000128', 'PODATKI_GMINNE'];
const WODA: [number, string, 'WODA_SCIEKI'] = [22, 'WS/2026/001020', 'WODA_SCIEKI'];
const PODATKI_2025: [number, string, 'PODATKI_GMINNE'] = [2, 'PN/2025/000398', 'PODATKI_GMINNE'];

/** Every group and state: overdue arrears on two cards, one under an enforcement title, one ordered with P24. */
export const wieleGrup: Zobowiazania = {
  dzien: '2026-11-26',
  sumaPoTerminie: 763.43,
  sumaDoKoncaRoku: 913.21,
  raty: [
    wiersz(301, ODPADY_2025, '2025-09-15', 236.1, { grupa: 'PO_TERMINIE' }),
    wiersz(90, PSY, '2026-03-15', 262.33, {
      opisNrRaty: 'CALOSC',
      rodzajOplaty: 'Opłata od posiadania psów',
      grupa: 'PO_TERMINIE',
    }),
    wiersz(12, PODATKI_2025, '2025-11-15', 24, {
      opisNrRaty: 'IV',
      rodzajOplaty: 'Podatek od nieruchomości',
      grupa: 'PO_TERMINIE',
      wybieralna: false,
    }),
    wiersz(302, ODPADY_2025, '2025-11-15', 241, { opisNrRaty: 'IV', grupa: 'PO_TERMINIE' }),
    wiersz(150, WODA, '2026-12-03', 149.78, {
      opisNrRaty: 'X',
      rodzajOplaty: 'Dostawa wody, Odprowadzanie ścieków',
      grupa: 'W_30_DNI',
      wybieralna: false,
      zlecona: 'p24',
    }),
    wiersz(70, PODATKI, '2027-01-04', 301.5, {
      rodzajOplaty: 'Podatek od nieruchomości, Podatek rolny',
      grupa: 'POZNIEJ',
    }),
    wiersz(71, PODATKI, '2027-02-03', 300, {
      opisNrRaty: 'IV',
      rodzajOplaty: 'Podatek od nieruchomości, Podatek rolny',
      grupa: 'POZNIEJ',
    }),
  ],
};

/** Nothing owed. */
export const pusto: Zobowiazania = { dzien: '2026-11-26', sumaPoTerminie: 0, sumaDoKoncaRoku: 0, raty: [] };

/** An institution's monthly tax: five instalments within the year (the plural "5 rat"). */
export const instytucja: Zobowiazania = {
  dzien: '2026-06-01',
  sumaPoTerminie: 0,
  sumaDoKoncaRoku: 1250,
  raty: ['08', '09', '10', '11', '12'].map((m, i) =>
    wiersz(500 + i, [31, 'PNI/2026/000031', 'PODATKI_GMINNE'], `2026-${m}-15`, 250, {
      opisNrRaty: ['VIII', 'IX', 'X', 'XI', 'XII'][i]!,
      rodzajOplaty: 'Podatek od nieruchomości',
      grupa: 'W_TYM_ROKU',
    }),
  ),
};
