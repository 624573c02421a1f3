const de = {
  wnioskiOZwrotAkcyzy: {
    tytul: 'Anträge auf Erstattung der Verbrauchsteuer auf Dieselkraftstoff',
    rok: 'Jahr',
    podpis: 'Anträge auf Verbrauchsteuererstattung – {{rok}}',
    brak: 'Keine eingereichten Anträge',
    naRachunek: 'Überweisung auf ein Bankkonto',
    wKasie: 'Auszahlung an der Kasse des Amtes',
    kolumny: {
      sygnaturaWniosku: 'Aktenzeichen des Antrags',
      dataZlozeniaWniosku: 'Eingereicht am',
      powierzchniaUzytkowRolnych: 'Landwirtschaftliche Fläche (ha)',
      iloscOleju: 'Kraftstoffmenge (l)',
      rocznyLimitZwrotuZl: 'Jährliches Erstattungslimit (PLN)',
      wyplata: 'Auszahlung',
    },
  },
};

export default de;
