const en = {
  imionaWgRoku: {
    tytul: 'Most popular first names by year of birth',
    rok: 'Year of birth',
    wykres: 'most popular first names of people born in {{rok}}',
    tabela: 'First names of people born in {{rok}}',
    brakLat: 'No data on years of birth',
    kolumny: {
      imie: 'First name',
      liczbaOsob: 'Number of people',
    },
  },
};

export default en;
