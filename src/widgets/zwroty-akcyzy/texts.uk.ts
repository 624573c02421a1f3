const uk = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Повернення акцизу за дизельне паливо',
    tytulWnioski: 'Заяви на повернення акцизу за дизельне паливо',
    rok: 'Рік',
    podpisZwroty: 'Повернення акцизного податку – {{rok}} (зл.)',
    podpisWnioski: 'Заяви на повернення акцизного податку – {{rok}}',
    brakZwrotow: 'Немає повернень',
    brakWnioskow: 'Немає поданих заяв',
    niewyplacono: 'не виплачено',
    naRachunek: 'переказ на банківський рахунок',
    wKasie: 'виплата в касі управління',
    kolumny: {
      sygnaturaWniosku: 'Реєстраційний номер заяви',
      dataZlozeniaWniosku: 'Дата подання заяви',
      powierzchniaUzytkowRolnych: 'Площа сільгоспугідь (га)',
      iloscOleju: 'Кількість палива (л)',
      rocznyLimitZwrotu: 'Річний ліміт повернення',
      rocznyLimitZwrotuZl: 'Річний ліміт повернення (зл.)',
      wyplata: 'Спосіб виплати',
      numerDecyzji: 'Номер рішення',
      dataWydaniaDecyzji: 'Дата видачі рішення',
      kwotaZwrotu: 'Сума повернення',
      pozostalyLimitZwrotuDoWykorzystania: 'Залишок ліміту повернення',
      kwotaWyplacona: 'Виплачена сума',
    },
  },
};

export default uk;
