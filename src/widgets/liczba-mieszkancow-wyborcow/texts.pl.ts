/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  liczbaMieszkancow: {
    tytul: 'Liczba mieszkańców i wyborców',
    stanNaDzien: 'Stan na dzień {{data}}',
    podpis: 'Liczba mieszkańców i wyborców wg miejscowości – stan na dzień {{data}}',
    kolumny: {
      nazwaMiejscowosci: 'Miejscowość',
      liczbaZameldowanStalych: 'Zameldowanie stałe',
      liczbaZameldowanCzasowych: 'Zameldowanie czasowe',
      liczbaMieszkancow: 'Mieszkańcy razem',
      liczbaWyborcow: 'Wyborcy',
    },
    razem: 'Razem',
  },
};

export default pl;
