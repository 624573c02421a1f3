const uk = {
  wnioskiOZwrotAkcyzy: {
    tytul: 'Заяви на повернення акцизу за дизельне паливо',
    rok: 'Рік',
    podpis: 'Заяви на повернення акцизного податку – {{rok}}',
    brak: 'Немає поданих заяв',
    naRachunek: 'переказ на банківський рахунок',
    wKasie: 'виплата в касі управління',
    kolumny: {
      sygnaturaWniosku: 'Реєстраційний номер заяви',
      dataZlozeniaWniosku: 'Дата подання заяви',
      powierzchniaUzytkowRolnych: 'Площа сільгоспугідь (га)',
      iloscOleju: 'Кількість палива (л)',
      rocznyLimitZwrotuZl: 'Річний ліміт повернення (PLN)',
      wyplata: 'Спосіб виплати',
    },
  },
};

export default uk;
