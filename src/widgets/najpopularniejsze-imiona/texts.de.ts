const de = {
  imiona: {
    tytul: 'Beliebteste Vornamen',
    top10: 'Die 10 beliebtesten Vornamen',
    kolumny: {
      imie: 'Vorname',
      liczbaOsob: 'Anzahl der Personen',
    },
  },
};

export default de;
