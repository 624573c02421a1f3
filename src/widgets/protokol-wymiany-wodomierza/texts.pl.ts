/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  protokolWymiany: {
    tytul: 'Protokół wymiany wodomierza',
    punkt: 'Punkt odbioru',
    wodomierz: 'Wodomierz',
    zdjety: '{{numer}} (zdjęty {{data}})',
    typ: 'Rodzaj pliku',
    pdf: 'Pdf',
    pdfZeZdjeciami: 'Pdf ze zdjęciami',
    pobierz: 'Pobierz protokół',
    pobrano: 'Pobrano plik {{nazwa}}',
    brakPliku: 'Brak pliku dla wybranego wodomierza',
    bladSerwera: 'Wewnętrzny błąd serwera plików. Spróbuj ponownie później.',
    brakPunktow: 'Brak punktów odbioru',
  },
};

export default pl;
