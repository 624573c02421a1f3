/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  zameldowania: {
    tytul: 'Zameldowania wg płci i wieku',
    stale: 'Zameldowanie stałe',
    czasowe: 'Zameldowanie czasowe',
    rodzaj: 'Rodzaj zameldowania',
    plec: 'Płeć',
    kobiety: 'Kobiety',
    mezczyzni: 'Mężczyźni',
    oboje: 'Ogółem',
    ponizej18: 'Poniżej 18 lat',
    od18: 'Od 18 lat',
    razem: 'Razem',
  },
};

export default pl;
