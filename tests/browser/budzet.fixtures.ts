/**
 * Named examples of what the office API answers to the budget widget, as data, for the real-browser element
 * tests (served by the fake `fetch` of `fake-api.ts`). Shapes follow `src/core/api/budzet.ts` and
 * `src/core/api/powloka.ts`.
 */
import type { Dochod, Wydatek } from '../../src/core/api/budzet.ts';
import type { Konfiguracja } from '../../src/core/api/konfiguracja.ts';

/** Server flags (`GET /konfiguracja`) with internationalisation on. */
export const konfiguracja: Konfiguracja = {
  czyKir: false,
  prowizjaKir: null,
  czyP24: false,
  prowizjaP24: null,
  czyInfoOProwizjach: false,
  czyCaptcha: false,
  czyLogowaniePrzezEpuap: false,
  czyLogowaniePrzezWezelKrajowy: false,
  czyLogowaniePrzezPortal: true,
  czyWidoczneDaneKorespondencyjne: false,
  czyInternacjonalizacja: true,
  rokZbudowaniaBackendu: 2025,
  przerwaTechnicznaUslugi: [],
  czyPytacOZgodeNaPowiadomieniaSms: false,
  czyPytacOZgodeNaPowiadomieniaEmail: false,
  adnotacjaStanLicznika: null,
  czyWyswietlicDaneUmowyOplatyZaWode: false,
  czyPrzerwaTechniczna: false,
  czy2Fa: false,
};

/** The same flags with internationalisation switched off by the office. */
export const konfiguracjaBezTlumaczen: Konfiguracja = { ...konfiguracja, czyInternacjonalizacja: false };

export const lata = {
  dwa: [2024, 2025],
  /** Unsorted on purpose: the widget sorts and preselects the latest. */
  dwaOdwrotnie: [2025, 2024],
  brak: [] as number[],
};

const dochod = (
  rozdzial: string,
  nazwaPozycji: string,
  planPoZmianach: number,
  rest: Partial<Dochod> = {},
): Dochod => ({
  rozdzial,
  paragraf: '0310',
  nazwaPozycji,
  planPoZmianach,
  naleznosci: 0,
  dochodyOtrzymane: 0,
  dochodyWykonane: 0,
  ...rest,
});

/** 23 rows whose plans are a permutation of 1000.25 … 23000.25 (never sorted as given). */
const wieleWierszy: Dochod[] = Array.from({ length: 23 }, (_, i) =>
  dochod(String(75601 + i), `Pozycja dochodów ${i + 1}`, ((i * 7) % 23) * 1000 + 1000.25, {
    naleznosci: 10 * (i + 1),
    dochodyOtrzymane: 5 * (i + 1),
    dochodyWykonane: 4 * (i + 1),
  }),
);

export const dochody = {
  pusty: [] as Dochod[],
  /** One row whose amounts show the Polish format: 1 234,50 · 1 234 567,89 · 0,00. */
  jedenWiersz: [
    dochod('75601', 'Podatek od nieruchomości', 1234.5, {
      naleznosci: 1234567.891,
      dochodyOtrzymane: 0,
      dochodyWykonane: 999.999,
    }),
  ],
  /** Another year's rows, to tell years apart. */
  rok2024: [
    dochod('75615', 'Podatek rolny', 50, { naleznosci: 40, dochodyOtrzymane: 30, dochodyWykonane: 20 }),
    dochod('75616', 'Podatek leśny', 75.5, { naleznosci: 70, dochodyOtrzymane: 60, dochodyWykonane: 55 }),
  ],
  wieleWierszy,
};

export const wydatki = {
  kilka: [
    {
      rozdzial: '60016',
      paragraf: '4270',
      nazwaPozycji: 'Drogi publiczne gminne – remonty',
      planPoZmianach: 2000,
      wydatki: 1500,
      zobowiazania: 100,
      koszty: 1400,
      zaangazowanie: 1600,
    },
    {
      rozdzial: '80101',
      paragraf: '4210',
      nazwaPozycji: 'Szkoły podstawowe – zakup materiałów',
      planPoZmianach: 3000,
      wydatki: 2500,
      zobowiazania: 0,
      koszty: 2400,
      zaangazowanie: 2600,
    },
  ] satisfies Wydatek[],
};

/** Error answers of the office API. */
export const bledy = {
  serwer: { status: 500, body: { kod: 500, opis: 'Błąd serwera' } },
  przerwaTechniczna: { status: 503, body: { kod: 503, opis: 'Przerwa techniczna' } },
};

export const status = {
  dziala: { czyPrzerwaTechniczna: false },
  przerwa: { czyPrzerwaTechniczna: true },
};
