/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wymiarPodatku: {
    tytul: 'Wymiar podatku',
    lata: 'Lata podatkowe',
    podpis: 'Wymiar podatku – {{lata}} (zł)',
    brak: 'Brak wymiaru podatku',
    razem: 'Razem po korektach',
    pobierzDecyzje: 'Pobierz PDF',
    decyzjaPdf: 'Pobierz PDF – decyzja {{nr}}',
    kolumny: {
      nrKarty: 'Nr karty',
      rokPodatkowy: 'Rok podatkowy',
      dataWymiaru: 'Data wymiaru',
      opisWymiaru: 'Rodzaj wymiaru',
      nrDecyzji: 'Nr decyzji',
      podatekRolny: 'Podatek rolny',
      podatekLesny: 'Podatek leśny',
      podatekOdNieruchomosci: 'Podatek od nieruchomości',
      podatekRazem: 'Podatek razem',
      decyzja: 'Decyzja',
    },
  },
};

export default pl;
