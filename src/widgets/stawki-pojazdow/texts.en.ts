const en = {
  stawkiPojazdow: {
    tytul: 'Tax rates on means of transport',
    rok: 'Year',
    podpis: 'Tax rates on means of transport – {{rok}} (PLN)',
    kolumny: {
      nazwaStawki: 'Rate',
      stawkaRoczna: 'Yearly rate of the municipality',
      stawkaRocznaMax: 'Maximum rate per the Minister of Finance notice',
      kwotaObnizeniaStawki: 'Amount of the reduction',
    },
  },
};

export default en;
