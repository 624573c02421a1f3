const de = {
  aktualneZameldowanie: {
    tytul: 'Aktuelle Meldung',
    podpis: 'Meldung zum vorübergehenden Aufenthalt',
    brak: 'Keine Meldung zum vorübergehenden Aufenthalt',
    kolumny: {
      nrPesel: 'PESEL',
      nazwaMiejscowosci: 'Ort',
      nazwaUlicy: 'Straße',
      nrDomu: 'Hausnr.',
      nrLokalu: 'Wohnungsnr.',
      dataZameldowania: 'Anmeldedatum',
      dataWymeldowania: 'Abmeldedatum',
    },
  },
};

export default de;
