import type { OplatyLokalne, Umowa } from '../../core/api/oplaty.ts';

/** Named examples of the local fees widget's data (STYLE.md §6). */
export const umowa = (i: number, extra: Partial<Umowa> = {}): Umowa => ({
  nrKarty: `OL/2019/01${40 + i}`,
  nazwaOplaty: `Dzierżawa gruntu – dz. nr ${200 + i}/3`,
  nrDecyzji: `GN.6845.${i}.2019`,
  dataPowstaniaNaleznosci: '2026-02-01',
  dataZawarciaUmowy: '2019-04-01',
  dataRozwiazaniaUmowy: null,
  nrRaty: 1,
  terminPlatnosci: '2026-03-31',
  kwotaNetto: 1000 + i,
  kwotaVat: 230 + i,
  kwotaBrutto: 1230 + 2 * i,
  ...extra,
});

const dane = (umowy: Umowa[]): OplatyLokalne => ({
  umowy,
  kwotaNettoSuma: umowy.reduce((s, u) => s + u.kwotaNetto, 0),
  kwotaVatSuma: umowy.reduce((s, u) => s + u.kwotaVat, 0),
  kwotaBruttoSuma: umowy.reduce((s, u) => s + u.kwotaBrutto, 0),
});

export const oplatyFixtures = {
  lata: [2025, 2023, 2024],
  pusto: dane([]),
  dwieUmowy: dane([umowa(0), umowa(1, { dataRozwiazaniaUmowy: '2026-09-30', nrRaty: 2 })]),
  wiele: dane(Array.from({ length: 7 }, (_, i) => umowa(i))),
};
