const de = {
  statusyMieszkancow: {
    tytul: 'Meldestatus der Einwohner',
    kolumny: {
      opisStatusu: 'Status',
      liczbaMieszkancow: 'Anzahl der Einwohner',
    },
    razem: 'Summe',
  },
};

export default de;
