/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wykres: {
    slupkowy: 'Wykres słupkowy: {{tytul}}',
    kolowy: 'Wykres kołowy: {{tytul}}',
    liniowy: 'Wykres liniowy: {{tytul}}',
  },
};

export default pl;
