/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  nieruchomosci: {
    tytul: 'Nieruchomości',
    grunty: 'Grunty',
    budynki: 'Budynki',
    budowle: 'Budowle',
    brakGruntow: 'Brak gruntów',
    brakBudynkow: 'Brak budynków',
    brakBudowli: 'Brak budowli',
    kolumny: {
      nrKarty: 'Nr karty',
      opisPodatku: 'Sposób opodatkowania',
      powierzchnia: 'Powierzchnia',
      jednostka: 'Jednostka',
      nazwaStawki: 'Nazwa stawki',
      identyfikator: 'Identyfikator budynku',
      dokumentTyp: 'Rodzaj dokumentu własności',
      dokumentNumer: 'Numer dokumentu',
      dokumentData: 'Data wydania',
      wartosc: 'Wartość',
      jednostkaWartosci: 'Jednostka wartości',
    },
  },
};

export default pl;
