const de = {
  imionaWgRoku: {
    tytul: 'Beliebteste Vornamen nach Geburtsjahr',
    rok: 'Geburtsjahr',
    wykres: 'beliebteste Vornamen der im Jahr {{rok}} Geborenen',
    tabela: 'Vornamen der im Jahr {{rok}} Geborenen',
    brakLat: 'Keine Daten zu Geburtsjahren',
    kolumny: {
      imie: 'Vorname',
      liczbaOsob: 'Anzahl der Personen',
    },
  },
};

export default de;
