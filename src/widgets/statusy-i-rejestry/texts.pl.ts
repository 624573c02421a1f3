/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  statusyRejestry: {
    tytul: 'Statusy i rejestry',
    widok: 'Co chcesz zobaczyć',
    statusy: 'STATUSY',
    rejestry: 'REJESTRY',
    tytulStatusy: 'Statusy spraw',
    rejestr: 'Rejestr',
    brakStatusow: 'Brak spraw do wyświetlenia',
    brakRejestrow: 'Brak rejestrów do wyświetlenia',
    kolumny: {
      numerSprawy: 'Znak sprawy',
      przedmiot: 'Przedmiot sprawy',
      dataZlozenia: 'Data złożenia',
      status: 'Status',
      komorka: 'Komórka prowadząca',
      numerWpisu: 'Numer wpisu',
      dataWpisu: 'Data wpisu',
      podmiot: 'Podmiot',
      opis: 'Opis',
    },
  },
};

export default pl;
