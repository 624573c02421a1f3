/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Zwroty akcyzy za olej napędowy',
    rok: 'Rok',
    podpisZwroty: 'Zwroty podatku akcyzowego – {{rok}} (zł)',
    brakZwrotow: 'Brak zwrotów',
    niewyplacono: 'nie wypłacono',
    kolumny: {
      numerDecyzji: 'Numer decyzji',
      dataWydaniaDecyzji: 'Data wydania decyzji',
      kwotaZwrotu: 'Kwota zwrotu',
      pozostalyLimitZwrotuDoWykorzystania: 'Pozostały limit zwrotu do wykorzystania',
      rocznyLimitZwrotu: 'Roczny limit zwrotu',
      kwotaWyplacona: 'Kwota wypłacona',
    },
  },
};

export default pl;
