const uk = {
  aktualneZameldowanie: {
    tytul: 'Поточна реєстрація місця проживання',
    podpis: 'Тимчасова реєстрація',
    brak: 'Немає тимчасової реєстрації',
    kolumny: {
      nrPesel: 'PESEL',
      nazwaMiejscowosci: 'Населений пункт',
      nazwaUlicy: 'Вулиця',
      nrDomu: '№ будинку',
      nrLokalu: '№ квартири',
      dataZameldowania: 'Дата реєстрації',
      dataWymeldowania: 'Дата зняття з реєстрації',
    },
  },
};

export default uk;
