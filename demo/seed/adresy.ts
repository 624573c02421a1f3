/**
 * The places of the demo office's subjects, one address per place (issue 24): a home, a flat, an allotment, a shop,
 * a cooperative's buildings. Every service that names a place takes its address from here — the water points, the
 * waste collection points, the alcohol-permit outlet, the lease of premises, the co-obligors of a tax card — so the
 * same place reads the same everywhere, with the office's postcode. The correspondence data (woda.ts) give the same
 * streets and numbers as fields.
 */
export const KOD_I_MIEJSCOWOSC = '12-345 Zielona Dolina';

const adres = (ulicaINumer: string) => `${ulicaINumer}, ${KOD_I_MIEJSCOWOSC}`;

export const MIEJSCA = {
  /** Jan Kowalski (and his wife Maria): their house with a garden. */
  domJana: adres('ul. Ogrodowa 7'),
  /** Anna Nowak: her flat, and her allotment garden. */
  mieszkanieAnny: adres('ul. Lipowa 3 m. 12'),
  dzialkaAnny: adres('Rodzinny Ogród Działkowy „Słonecznik”, działka 48'),
  /** Kwiaciarnia „Pod Lipą” (Anna Nowak's shop): municipal premises on the market square. */
  kwiaciarnia: adres('ul. Rynek 5'),
  /** The housing cooperative's two buildings with main water meters; its administration is in the first. */
  spoldzielniaKwiatowa10: adres('ul. Kwiatowa 10'),
  spoldzielniaKwiatowa12: adres('ul. Kwiatowa 12'),
  domEwy: adres('ul. Słoneczna 21'),
  domMarka: adres('ul. Polna 2'),
  mieszkanieKatarzyny: adres('ul. Szkolna 4 m. 3'),
} as const;
