/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  imionaWgRoku: {
    tytul: 'Najpopularniejsze imiona wg roku urodzenia',
    rok: 'Rok urodzenia',
    wykres: 'najpopularniejsze imiona osób urodzonych w roku {{rok}}',
    tabela: 'Imiona osób urodzonych w roku {{rok}}',
    brakLat: 'Brak danych o latach urodzenia',
    kolumny: {
      imie: 'Imię',
      liczbaOsob: 'Liczba osób',
    },
  },
};

export default pl;
