const en = {
  wymiarPodatku: {
    tytul: 'Tax assessment',
    lata: 'Tax years',
    podpis: 'Tax assessment – {{lata}} (PLN)',
    brak: 'No tax assessed',
    razem: 'Total after corrections',
    pobierzDecyzje: 'Download PDF',
    decyzjaPdf: 'Download PDF – decision {{nr}}',
    kolumny: {
      nrKarty: 'Card no.',
      rokPodatkowy: 'Tax year',
      dataWymiaru: 'Assessment date',
      opisWymiaru: 'Assessment type',
      nrDecyzji: 'Decision no.',
      podatekRolny: 'Agricultural tax',
      podatekLesny: 'Forest tax',
      podatekOdNieruchomosci: 'Property tax',
      podatekRazem: 'Tax total',
      decyzja: 'Decision',
    },
  },
};

export default en;
