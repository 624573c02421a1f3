const en = {
  liczbaMieszkancow: {
    tytul: 'Residents and voters',
    stanNaDzien: 'As of {{data}}',
    podpis: 'Residents and voters by locality as of {{data}}',
    kolumny: {
      nazwaMiejscowosci: 'Locality',
      liczbaZameldowanStalych: 'Permanent residence',
      liczbaZameldowanCzasowych: 'Temporary residence',
      liczbaMieszkancow: 'Residents in total',
      liczbaWyborcow: 'Voters',
    },
    razem: 'Total',
  },
};

export default en;
