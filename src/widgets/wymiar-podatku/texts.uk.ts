const uk = {
  wymiarPodatku: {
    tytul: 'Нарахування податку',
    lata: 'Податкові роки',
    podpis: 'Нарахування податку – {{lata}} (PLN)',
    brak: 'Податок не нараховано',
    razem: 'Разом після коригувань',
    pobierzDecyzje: 'Завантажити PDF',
    decyzjaPdf: 'Завантажити PDF – рішення {{nr}}',
    kolumny: {
      nrKarty: '№ картки',
      rokPodatkowy: 'Податковий рік',
      dataWymiaru: 'Дата нарахування',
      opisWymiaru: 'Вид нарахування',
      nrDecyzji: '№ рішення',
      podatekRolny: 'Сільськогосподарський податок',
      podatekLesny: 'Лісовий податок',
      podatekOdNieruchomosci: 'Податок на нерухомість',
      podatekRazem: 'Податок разом',
      decyzja: 'Рішення',
    },
  },
};

export default uk;
