/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  dokumenty: {
    tytul: 'Dokumenty do pobrania',
    opisPliku: 'PDF, {{rozmiar}}',
    brakPliku: 'plik niedostępny',
    brak: 'Urząd nie opublikował jeszcze dokumentów.',
  },
};

export default pl;
