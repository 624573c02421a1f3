const uk = {
  nieruchomosci: {
    tytul: 'Нерухомість',
    grunty: 'Земельні ділянки',
    budynki: 'Будівлі',
    budowle: 'Споруди',
    brakGruntow: 'Немає земельних ділянок',
    brakBudynkow: 'Немає будівель',
    brakBudowli: 'Немає споруд',
    kolumny: {
      nrKarty: '№ картки',
      opisPodatku: 'Спосіб оподаткування',
      powierzchnia: 'Площа',
      jednostka: 'Одиниця',
      nazwaStawki: 'Назва ставки',
      identyfikator: 'Ідентифікатор будівлі',
      dokumentTyp: 'Вид документа про право власності',
      dokumentNumer: 'Номер документа',
      dokumentData: 'Дата видачі',
      wartosc: 'Вартість',
      jednostkaWartosci: 'Одиниця вартості',
    },
  },
};

export default uk;
