const uk = {
  imiona: {
    tytul: 'Найпопулярніші імена',
    top10: '10 найпопулярніших імен',
    kolumny: {
      imie: 'Ім’я',
      liczbaOsob: 'Кількість осіб',
    },
  },
};

export default uk;
