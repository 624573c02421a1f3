const en = {
  aktualneZameldowanie: {
    tytul: 'Current registration',
    podpis: 'Temporary registration',
    brak: 'No temporary registration',
    kolumny: {
      nrPesel: 'PESEL',
      nazwaMiejscowosci: 'Town',
      nazwaUlicy: 'Street',
      nrDomu: 'House no.',
      nrLokalu: 'Flat no.',
      dataZameldowania: 'Registration date',
      dataWymeldowania: 'Deregistration date',
    },
  },
};

export default en;
