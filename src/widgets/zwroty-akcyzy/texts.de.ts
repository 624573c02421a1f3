const de = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Erstattungen der Verbrauchsteuer auf Dieselkraftstoff',
    tytulWnioski: 'Anträge auf Erstattung der Verbrauchsteuer auf Dieselkraftstoff',
    rok: 'Jahr',
    podpisZwroty: 'Verbrauchsteuererstattungen – {{rok}} (PLN)',
    podpisWnioski: 'Anträge auf Verbrauchsteuererstattung – {{rok}}',
    brakZwrotow: 'Keine Erstattungen',
    brakWnioskow: 'Keine eingereichten Anträge',
    niewyplacono: 'nicht ausgezahlt',
    naRachunek: 'Überweisung auf ein Bankkonto',
    wKasie: 'Auszahlung an der Kasse des Amtes',
    kolumny: {
      sygnaturaWniosku: 'Aktenzeichen des Antrags',
      dataZlozeniaWniosku: 'Eingereicht am',
      powierzchniaUzytkowRolnych: 'Landwirtschaftliche Fläche (ha)',
      iloscOleju: 'Kraftstoffmenge (l)',
      rocznyLimitZwrotu: 'Jährliches Erstattungslimit',
      rocznyLimitZwrotuZl: 'Jährliches Erstattungslimit (PLN)',
      wyplata: 'Auszahlung',
      numerDecyzji: 'Bescheidnr.',
      dataWydaniaDecyzji: 'Bescheid vom',
      kwotaZwrotu: 'Erstattungsbetrag',
      pozostalyLimitZwrotuDoWykorzystania: 'Verbleibendes Erstattungslimit',
      kwotaWyplacona: 'Ausgezahlter Betrag',
    },
  },
};

export default de;
