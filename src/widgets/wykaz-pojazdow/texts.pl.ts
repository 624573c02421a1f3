/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wykazPojazdow: {
    tytul: 'Wykaz pojazdów',
    podpis: 'Pojazdy w deklaracji na rok {{rok}}',
    brak: 'Brak pojazdów w deklaracji na ten rok',
    kolumny: { nrRejestracyjny: 'Numer rejestracyjny', marka: 'Marka', nazwaStawki: 'Nazwa stawki' },
  },
};

export default pl;
