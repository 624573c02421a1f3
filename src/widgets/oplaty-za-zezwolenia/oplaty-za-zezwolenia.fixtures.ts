import type { OplatyZaZezwolenia, UiszczonaOplata } from '../../core/api/alkohole.ts';

/** Named examples of the permit fees widget's data (STYLE.md §6). */
export const wplata = (extra: Partial<UiszczonaOplata> = {}): UiszczonaOplata => ({
  pelnyNrZezwolenia: 'A/7/2022',
  kwotaWplaty: 175,
  dataWplaty: '2025-01-29',
  czyDotyczyWszystkichRat: false,
  czyDotyczyRaty1: false,
  czyDotyczyRaty2: false,
  czyDotyczyRaty3: false,
  czyNieterminoweZlozenieOswiadczenia: false,
  czySplaconaPoTerminie: false,
  czyAnulowana: false,
  ...extra,
});

const zezwolenie = (kat: 'A' | 'C', nr: string) => ({
  pelnyNrZezwolenia: nr,
  pelnyNrDokumentuZezwolenia: `SO.7340.${nr}`,
  nazwaPunktuZezwolenia: 'Kwiaciarnia „Pod Lipą”, ul. Lipowa 3, Zielona Dolina',
  rodzajZezwoleniaOpis: 'Sprzedaż napojów alkoholowych przeznaczonych do spożycia poza miejscem sprzedaży',
  mocZezwoleniaOpis:
    kat === 'A' ? 'A – do 4,5% zawartości alkoholu oraz piwo' : 'C – powyżej 18% zawartości alkoholu',
  zezwolenieWazneOd: '2022-03-01',
  zezwolenieWazneDo: '2027-02-28',
});

export const zezwoleniaFixtures = {
  lata: [2024, 2025],
  pusto: {
    lataOplat: [],
    rok: null,
    zezwolenia: [],
    naleznosciZaZezwolenie: [],
    uiszczoneOplaty: [],
    naleznosciPozostaleDoSplaty: [],
  } satisfies OplatyZaZezwolenia,
  rok2025: {
    lataOplat: [2024, 2025],
    rok: 2025,
    zezwolenia: [zezwolenie('A', 'A/7/2022'), zezwolenie('C', 'C/3/2024')],
    naleznosciZaZezwolenie: [
      {
        pelnyNrZezwolenia: 'A/7/2022',
        kwotaNalezna: 525,
        kwotaRaty1: 175,
        kwotaRaty2: 175,
        kwotaRaty3: 175,
        dodatkowaOplRata1: 0,
        dodatkowaOplRata2: 52.5,
        dodatkowaOplRata3: 0,
        dodatkowaOplNieterOsw: 0,
      },
      {
        pelnyNrZezwolenia: 'C/3/2024',
        kwotaNalezna: 2100,
        kwotaRaty1: 700,
        kwotaRaty2: 700,
        kwotaRaty3: 700,
        dodatkowaOplRata1: 0,
        dodatkowaOplRata2: 0,
        dodatkowaOplRata3: 0,
        dodatkowaOplNieterOsw: 157.5,
      },
    ],
    uiszczoneOplaty: [
      wplata({ czyDotyczyRaty1: true }),
      wplata({
        kwotaWplaty: 227.5,
        dataWplaty: '2025-06-12',
        czyDotyczyRaty2: true,
        czySplaconaPoTerminie: true,
      }),
      wplata({
        pelnyNrZezwolenia: 'C/3/2024',
        kwotaWplaty: 700,
        czyDotyczyRaty1: true,
        czyDotyczyRaty3: true,
      }),
      wplata({ pelnyNrZezwolenia: 'C/3/2024', kwotaWplaty: 700, czyDotyczyRaty3: true, czyAnulowana: true }),
      wplata({
        pelnyNrZezwolenia: 'C/3/2024',
        kwotaWplaty: 157.5,
        czyNieterminoweZlozenieOswiadczenia: true,
      }),
    ],
    naleznosciPozostaleDoSplaty: [{ pelnyNrZezwolenia: 'A/7/2022', sumaNiesplaconychNaleznosci: 175 }],
  } satisfies OplatyZaZezwolenia,
};
