/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  liczbaPojazdow: {
    tytul: 'Liczba pojazdów wg sposobu opodatkowania',
    data: 'Data przeliczenia',
    podpowiedz: 'Format: dd.mm.rrrr, od 01.01.1900 do dziś',
    pokaz: 'Pokaż',
    podpis: 'Liczba pojazdów wg sposobu opodatkowania – stan na dzień {{data}}',
    kolumny: { nazwaNormy: 'Norma', liczbaPojazdow: 'Liczba pojazdów' },
  },
};

export default pl;
