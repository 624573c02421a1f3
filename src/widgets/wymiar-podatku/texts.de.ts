const de = {
  wymiarPodatku: {
    tytul: 'Steuerfestsetzung',
    lata: 'Steuerjahre',
    podpis: 'Steuerfestsetzung – {{lata}} (PLN)',
    brak: 'Keine Steuer festgesetzt',
    razem: 'Summe nach Korrekturen',
    pobierzDecyzje: 'PDF herunterladen',
    decyzjaPdf: 'PDF herunterladen – Bescheid {{nr}}',
    kolumny: {
      nrKarty: 'Kontonr.',
      rokPodatkowy: 'Steuerjahr',
      dataWymiaru: 'Festsetzungsdatum',
      opisWymiaru: 'Art der Festsetzung',
      nrDecyzji: 'Bescheidnr.',
      podatekRolny: 'Agrarsteuer',
      podatekLesny: 'Forststeuer',
      podatekOdNieruchomosci: 'Grundsteuer',
      podatekRazem: 'Steuer gesamt',
      decyzja: 'Bescheid',
    },
  },
};

export default de;
