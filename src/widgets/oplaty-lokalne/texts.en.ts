const en = {
  oplatyLokalne: {
    tytul: 'Local fees',
    rok: 'Year',
    podpis: 'Agreements and dues – {{rok}} (PLN)',
    pusto: 'No agreements',
    bezterminowo: 'open-ended',
    kolumny: {
      nrKarty: 'Card no.',
      nazwaOplaty: 'Fee',
      nrDecyzji: 'Decision no.',
      dataPowstaniaNaleznosci: 'Due arose on',
      dataZawarciaUmowy: 'Agreement concluded',
      dataRozwiazaniaUmowy: 'Agreement ends',
      nrRaty: 'Instalment no.',
      terminPlatnosci: 'Payment deadline',
      kwotaNetto: 'Net',
      kwotaVat: 'VAT',
      kwotaBrutto: 'Gross',
    },
  },
};

export default en;
