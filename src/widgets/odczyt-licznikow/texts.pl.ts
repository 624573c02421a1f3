/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  odczytLicznikow: {
    tytul: 'Odczyty liczników',
    punkt: 'Punkt odbioru',
    liczniki: 'Wodomierze',
    aktualny: 'aktualny',
    archiwalny: 'archiwalny (zdjęty {{data}})',
    podpis: 'Odczyty wodomierzy {{liczniki}}',
    wykres: 'zużycie wody w {{n}} ostatnich odczytach (m³)',
    brak: 'Brak odczytów',
    brakPunktow: 'Brak punktów odbioru wody',
    kolumny: {
      numerLicznika: 'Numer licznika',
      dataOdczytu: 'Data odczytu',
      stanLicznika: 'Stan licznika (m³)',
      zuzycieLicznika: 'Zużycie (m³)',
    },
  },
};

export default pl;
