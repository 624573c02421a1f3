/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  fakturyWoda: {
    tytul: 'Faktury za wodę',
    punkt: 'Punkt odbioru',
    lata: 'Lata',
    podpis: 'Faktury za wodę i ścieki – {{lata}}',
    umowa: 'Umowa nr {{numer}} z dnia {{data}}',
    brak: 'Brak faktur za wodę',
    brakPunktow: 'Brak punktów odbioru wody',
    nieoplacona: 'nieopłacona',
    faktura: 'faktura {{numer}}',
    kolumny: {
      numerFaktury: 'Numer faktury',
      dotyczy: 'Dotyczy',
      dataWystawienia: 'Data wystawienia',
      dataZaplaty: 'Data zapłaty',
      kwotaBrutto: 'Kwota brutto (zł)',
      pdf: 'Faktura',
    },
  },
};

export default pl;
