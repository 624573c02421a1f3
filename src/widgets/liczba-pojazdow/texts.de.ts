const de = {
  liczbaPojazdow: {
    tytul: 'Fahrzeuge nach Besteuerungsart',
    data: 'Stichtag',
    podpowiedz: 'Format: TT.MM.JJJJ, vom 01.01.1900 bis heute',
    pokaz: 'Anzeigen',
    podpis: 'Fahrzeuge nach Besteuerungsart, Stand {{data}}',
    kolumny: { nazwaNormy: 'Norm', liczbaPojazdow: 'Anzahl der Fahrzeuge' },
  },
};

export default de;
