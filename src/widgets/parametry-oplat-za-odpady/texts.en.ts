const en = {
  parametryOdpadow: {
    tytul: 'Waste fee parameters',
    widok: 'Parameters',
    typ: { aktualne: 'Current', archiwalne: 'Archival' },
    podpis: {
      aktualne: 'Current waste fee parameters',
      archiwalne: 'Archival waste fee parameters',
    },
    pusto: 'No parameters',
    nadalObowiazuje: 'still in force',
    kolumny: {
      punktOdbioru: 'Collection point',
      parametr: 'Parameter',
      odDnia: 'From',
      doDnia: 'To',
      wartosc: 'Value',
      jednostka: 'Unit',
    },
  },
};

export default en;
