const uk = {
  parametryOdpadow: {
    tytul: 'Параметри плати за відходи',
    widok: 'Параметри',
    typ: { aktualne: 'Поточні', archiwalne: 'Архівні' },
    podpis: {
      aktualne: 'Поточні параметри плати за відходи',
      archiwalne: 'Архівні параметри плати за відходи',
    },
    pusto: 'Немає параметрів',
    nadalObowiazuje: 'досі діє',
    kolumny: {
      punktOdbioru: 'Пункт збору',
      parametr: 'Параметр',
      odDnia: 'З',
      doDnia: 'До',
      wartosc: 'Значення',
      jednostka: 'Одиниця',
    },
  },
};

export default uk;
