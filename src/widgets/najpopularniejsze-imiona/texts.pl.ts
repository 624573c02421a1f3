/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  imiona: {
    tytul: 'Najpopularniejsze imiona',
    top10: '10 najpopularniejszych imion',
    kolumny: {
      imie: 'Imię',
      liczbaOsob: 'Liczba osób',
    },
  },
};

export default pl;
