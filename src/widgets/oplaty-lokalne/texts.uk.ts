const uk = {
  oplatyLokalne: {
    tytul: 'Місцеві збори',
    rok: 'Рік',
    podpis: 'Договори та нарахування – {{rok}} (PLN)',
    pusto: 'Немає договорів',
    bezterminowo: 'безстроково',
    kolumny: {
      nrKarty: 'Номер картки',
      nazwaOplaty: 'Назва збору',
      nrDecyzji: 'Номер рішення',
      dataPowstaniaNaleznosci: 'Дата виникнення нарахування',
      dataZawarciaUmowy: 'Дата укладення договору',
      dataRozwiazaniaUmowy: 'Дата розірвання договору',
      nrRaty: 'Номер внеску',
      terminPlatnosci: 'Термін оплати',
      kwotaNetto: 'Нетто',
      kwotaVat: 'ПДВ',
      kwotaBrutto: 'Брутто',
    },
  },
};

export default uk;
