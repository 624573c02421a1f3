const de = {
  oplatyLokalne: {
    tytul: 'Lokale Gebühren',
    rok: 'Jahr',
    podpis: 'Verträge und Forderungen – {{rok}} (PLN)',
    pusto: 'Keine Verträge',
    bezterminowo: 'unbefristet',
    kolumny: {
      nrKarty: 'Kartennr.',
      nazwaOplaty: 'Gebühr',
      nrDecyzji: 'Bescheidnr.',
      dataPowstaniaNaleznosci: 'Forderung entstanden am',
      dataZawarciaUmowy: 'Vertrag geschlossen am',
      dataRozwiazaniaUmowy: 'Vertrag endet am',
      nrRaty: 'Rate Nr.',
      terminPlatnosci: 'Zahlungsfrist',
      kwotaNetto: 'Netto',
      kwotaVat: 'MwSt.',
      kwotaBrutto: 'Brutto',
    },
  },
};

export default de;
