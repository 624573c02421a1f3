const de = {
  statusyMieszkancow: {
    tytul: 'Meldestatus der Einwohner',
    kolumny: {
      opisStatusu: 'Status',
      liczbaMieszkancow: 'Anzahl der Einwohner',
    },
    razem: 'Summe (alle Status)',
  },
};

export default de;
