const en = {
  imiona: {
    tytul: 'Most popular first names',
    top10: 'Top 10 first names',
    kolumny: {
      imie: 'First name',
      liczbaOsob: 'Number of people',
    },
  },
};

export default en;
