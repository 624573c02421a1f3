import type { Konfiguracja } from '../../core/api/konfiguracja.ts';
import type { LoginResponse, UserInfo } from '../../core/api/konto.ts';

/** Named examples of the login elements (STYLE.md §6): the demo accounts of the contract server. */
export const logowanieFixtures = {
  flagi: {
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
    rokZbudowaniaBackendu: 2026,
    przerwaTechnicznaUslugi: [],
    czyPytacOZgodeNaPowiadomieniaSms: false,
    czyPytacOZgodeNaPowiadomieniaEmail: false,
    adnotacjaStanLicznika: null,
    czyWyswietlicDaneUmowyOplatyZaWode: false,
    czyPrzerwaTechniczna: false,
    czy2Fa: true,
  } satisfies Konfiguracja,
  pelny: {
    token: 'T-full',
    czyOgraniczony: false,
    czyNiepotwierdzony: false,
    czy2FaAktywne: false,
  } satisfies LoginResponse,
  ograniczony: {
    token: 'T-restr',
    czyOgraniczony: true,
    czyNiepotwierdzony: true,
    czy2FaAktywne: false,
  } satisfies LoginResponse,
  dwaEtapy: {
    token: 'T-2fa',
    czyOgraniczony: false,
    czyNiepotwierdzony: false,
    czy2FaAktywne: true,
  } satisfies LoginResponse,
  jan: {
    imie: 'Jan',
    nazwisko: 'Kowalski',
    login: 'jan.kowalski',
    email: 'jan.kowalski@example.pl',
    pesel: '44051401359',
    nip: null,
    czasSesji: 900_000,
    czyInstytucja: false,
    czyPierwszeLogowanie: false,
    czyNiepotwierdzony: false,
    czyNiezweryfikowany: false,
  } satisfies UserInfo,
  podmioty: {
    podmioty: [
      { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '44051401359' },
      { nazwa: 'Spółdzielnia Zielona', czyInstytucja: true, nip: '8567346215', pesel: null },
    ],
  },
};
