/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  statusyMieszkancow: {
    tytul: 'Statusy mieszkańców',
    kolumny: {
      opisStatusu: 'Status',
      liczbaMieszkancow: 'Liczba mieszkańców',
    },
    razem: 'Razem (wszystkie statusy)',
  },
};

export default pl;
