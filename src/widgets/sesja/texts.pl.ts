/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  licznikSesji: {
    sesja: 'Sesja',
    pozostalo: 'Sesja wygaśnie za',
  },
};

export default pl;
