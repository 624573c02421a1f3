/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  parametryOdpadow: {
    tytul: 'Parametry opłat za odpady',
    widok: 'Parametry',
    typ: { aktualne: 'Aktualne', archiwalne: 'Archiwalne' },
    podpis: {
      aktualne: 'Aktualne parametry opłat za odpady',
      archiwalne: 'Archiwalne parametry opłat za odpady',
    },
    pusto: 'Brak parametrów',
    nadalObowiazuje: 'nadal obowiązuje',
    kolumny: {
      punktOdbioru: 'Punkt odbioru',
      parametr: 'Parametr',
      odDnia: 'Od dnia',
      doDnia: 'Do dnia',
      wartosc: 'Wartość',
      jednostka: 'Jednostka',
    },
  },
};

export default pl;
