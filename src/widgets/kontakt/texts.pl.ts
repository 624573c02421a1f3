/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  kontakt: {
    tytul: 'Kontakt',
    adres: 'Adres',
    telefon: 'Telefon',
    fax: 'Faks',
    email: 'E-mail',
    strona: 'Strona internetowa',
    informacje: 'Dodatkowe informacje',
    mapa: 'Mapa dojazdu do urzędu',
    brakDanych: 'Brak danych kontaktowych',
  },
};

export default pl;
