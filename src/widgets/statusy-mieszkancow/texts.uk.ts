const uk = {
  statusyMieszkancow: {
    tytul: 'Статуси мешканців',
    kolumny: {
      opisStatusu: 'Статус',
      liczbaMieszkancow: 'Кількість мешканців',
    },
    razem: 'Разом (усі статуси)',
  },
};

export default uk;
