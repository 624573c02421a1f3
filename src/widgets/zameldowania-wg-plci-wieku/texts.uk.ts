const uk = {
  zameldowania: {
    tytul: 'Зареєстровані мешканці за статтю та віком',
    stale: 'Постійна реєстрація',
    czasowe: 'Тимчасова реєстрація',
    rodzaj: 'Вид реєстрації',
    plec: 'Стать',
    kobiety: 'Жінки',
    mezczyzni: 'Чоловіки',
    oboje: 'Обидві статі',
    ponizej18: 'До 18 років',
    od18: '18 років і старші',
    razem: 'Разом',
  },
};

export default uk;
