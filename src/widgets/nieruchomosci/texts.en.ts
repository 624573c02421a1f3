const en = {
  nieruchomosci: {
    tytul: 'Properties',
    grunty: 'Land',
    budynki: 'Buildings',
    budowle: 'Structures',
    brakGruntow: 'No land',
    brakBudynkow: 'No buildings',
    brakBudowli: 'No structures',
    kolumny: {
      nrKarty: 'Card no.',
      opisPodatku: 'Taxation method',
      powierzchnia: 'Area',
      jednostka: 'Unit',
      nazwaStawki: 'Rate',
      identyfikator: 'Building identifier',
      dokumentTyp: 'Ownership document type',
      dokumentNumer: 'Document number',
      dokumentData: 'Issue date',
      wartosc: 'Value',
      jednostkaWartosci: 'Value unit',
    },
  },
};

export default en;
