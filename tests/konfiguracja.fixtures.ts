import type { Konfiguracja } from '../src/core/api/konfiguracja.ts';

/** The office flags (GET /konfiguracja) as the demo gmina has them, for the widget tests that read them. */
export const FLAGI_DEMO: Konfiguracja = {
  czyKir: true,
  prowizjaKir: null,
  czyP24: true,
  prowizjaP24: null,
  czyInfoOProwizjach: false,
  czyCaptcha: false,
  czyLogowaniePrzezEpuap: false,
  czyLogowaniePrzezWezelKrajowy: false,
  czyLogowaniePrzezPortal: true,
  czyWidoczneDaneKorespondencyjne: true,
  czyInternacjonalizacja: true,
  rokZbudowaniaBackendu: 2026,
  przerwaTechnicznaUslugi: [],
  czyPytacOZgodeNaPowiadomieniaSms: false,
  czyPytacOZgodeNaPowiadomieniaEmail: false,
  adnotacjaStanLicznika: null,
  czyWyswietlicDaneUmowyOplatyZaWode: true,
  czyPrzerwaTechniczna: false,
  czy2Fa: false,
};
