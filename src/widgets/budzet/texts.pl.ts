/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  budzet: {
    tytulDochody: 'Dochody budżetu',
    tytulWydatki: 'Wydatki budżetu',
    rok: 'Rok budżetowy',
    brakDochodow: 'Brak danych o dochodach budżetu',
    brakWydatkow: 'Brak danych o wydatkach budżetu',
    kolumny: {
      rozdzial: 'Rozdział',
      paragraf: 'Paragraf',
      nazwaPozycji: 'Nazwa pozycji',
      planPoZmianach: 'Plan po zmianach',
      naleznosci: 'Należności',
      dochodyOtrzymane: 'Dochody otrzymane',
      dochodyWykonane: 'Dochody wykonane',
      wydatki: 'Wydatki',
      zobowiazania: 'Zobowiązania',
      koszty: 'Koszty',
      zaangazowanie: 'Zaangażowanie',
    },
  },
};

export default pl;
