/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wnioskiOZwrotAkcyzy: {
    tytul: 'Wnioski o zwrot akcyzy za olej napędowy',
    rok: 'Rok',
    podpis: 'Wnioski o zwrot podatku akcyzowego – {{rok}}',
    brak: 'Brak złożonych wniosków',
    naRachunek: 'przelew na rachunek bankowy',
    wKasie: 'wypłata w kasie urzędu',
    kolumny: {
      sygnaturaWniosku: 'Sygnatura wniosku',
      dataZlozeniaWniosku: 'Data złożenia wniosku',
      powierzchniaUzytkowRolnych: 'Powierzchnia użytków rolnych (ha)',
      iloscOleju: 'Ilość oleju (l)',
      rocznyLimitZwrotuZl: 'Roczny limit zwrotu (zł)',
      wyplata: 'Forma wypłaty',
    },
  },
};

export default pl;
