/** Texts of these elements in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Zwroty akcyzy za olej napędowy',
    tytulWnioski: 'Wnioski o zwrot akcyzy za olej napędowy',
    rok: 'Rok',
    podpisZwroty: 'Zwroty podatku akcyzowego – {{rok}} (zł)',
    podpisWnioski: 'Wnioski o zwrot podatku akcyzowego – {{rok}}',
    brakZwrotow: 'Brak zwrotów',
    brakWnioskow: 'Brak złożonych wniosków',
    niewyplacono: 'nie wypłacono',
    naRachunek: 'przelew na rachunek bankowy',
    wKasie: 'wypłata w kasie urzędu',
    kolumny: {
      sygnaturaWniosku: 'Sygnatura wniosku',
      dataZlozeniaWniosku: 'Data złożenia wniosku',
      powierzchniaUzytkowRolnych: 'Powierzchnia użytków rolnych (ha)',
      iloscOleju: 'Ilość oleju (l)',
      rocznyLimitZwrotu: 'Roczny limit zwrotu',
      rocznyLimitZwrotuZl: 'Roczny limit zwrotu (zł)',
      wyplata: 'Forma wypłaty',
      numerDecyzji: 'Numer decyzji',
      dataWydaniaDecyzji: 'Data wydania decyzji',
      kwotaZwrotu: 'Kwota zwrotu',
      pozostalyLimitZwrotuDoWykorzystania: 'Pozostały limit zwrotu do wykorzystania',
      kwotaWyplacona: 'Kwota wypłacona',
    },
  },
};

export default pl;
