const de = {
  nieruchomosci: {
    tytul: 'Immobilien',
    grunty: 'Grundstücke',
    budynki: 'Gebäude',
    budowle: 'Bauwerke',
    brakGruntow: 'Keine Grundstücke',
    brakBudynkow: 'Keine Gebäude',
    brakBudowli: 'Keine Bauwerke',
    kolumny: {
      nrKarty: 'Kontonr.',
      opisPodatku: 'Besteuerungsart',
      powierzchnia: 'Fläche',
      jednostka: 'Einheit',
      nazwaStawki: 'Steuersatz',
      identyfikator: 'Gebäudekennung',
      dokumentTyp: 'Art des Eigentumsnachweises',
      dokumentNumer: 'Dokumentnummer',
      dokumentData: 'Ausstellungsdatum',
      wartosc: 'Wert',
      jednostkaWartosci: 'Werteinheit',
    },
  },
};

export default de;
