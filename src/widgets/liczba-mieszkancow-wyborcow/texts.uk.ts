const uk = {
  liczbaMieszkancow: {
    tytul: 'Кількість мешканців і виборців',
    stanNaDzien: 'Станом на {{data}}',
    podpis: 'Кількість мешканців і виборців за населеними пунктами станом на {{data}}',
    kolumny: {
      nazwaMiejscowosci: 'Населений пункт',
      liczbaZameldowanStalych: 'Постійна реєстрація',
      liczbaZameldowanCzasowych: 'Тимчасова реєстрація',
      liczbaMieszkancow: 'Усього мешканців',
      liczbaWyborcow: 'Виборці',
    },
    razem: 'Разом',
  },
};

export default uk;
