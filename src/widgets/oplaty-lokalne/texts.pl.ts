/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  oplatyLokalne: {
    tytul: 'Opłaty lokalne',
    rok: 'Rok',
    podpis: 'Umowy i należności – {{rok}} (zł)',
    pusto: 'Brak umów',
    bezterminowo: 'bezterminowo',
    kolumny: {
      nrKarty: 'Nr karty',
      nazwaOplaty: 'Nazwa opłaty',
      nrDecyzji: 'Nr decyzji',
      dataPowstaniaNaleznosci: 'Data powstania należności',
      dataZawarciaUmowy: 'Data zawarcia umowy',
      dataRozwiazaniaUmowy: 'Data rozwiązania umowy',
      nrRaty: 'Nr raty',
      terminPlatnosci: 'Termin płatności',
      kwotaNetto: 'Netto',
      kwotaVat: 'VAT',
      kwotaBrutto: 'Brutto',
    },
  },
};

export default pl;
