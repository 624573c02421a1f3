/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  aktualneZameldowanie: {
    tytul: 'Aktualne zameldowanie',
    podpis: 'Zameldowanie na pobyt czasowy',
    brak: 'Brak zameldowania na pobyt czasowy',
    kolumny: {
      nrPesel: 'PESEL',
      nazwaMiejscowosci: 'Miejscowość',
      nazwaUlicy: 'Ulica',
      nrDomu: 'Nr domu',
      nrLokalu: 'Nr lokalu',
      dataZameldowania: 'Data zameldowania',
      dataWymeldowania: 'Data wymeldowania',
    },
  },
};

export default pl;
