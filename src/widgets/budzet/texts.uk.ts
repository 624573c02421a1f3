const uk = {
  budzet: {
    tytulDochody: 'Доходи бюджету',
    tytulWydatki: 'Видатки бюджету',
    rok: 'Бюджетний рік',
    brakDochodow: 'Немає даних про доходи бюджету',
    brakWydatkow: 'Немає даних про видатки бюджету',
    kolumny: {
      rozdzial: 'Розділ',
      paragraf: 'Параграф',
      nazwaPozycji: 'Назва статті',
      planPoZmianach: 'План зі змінами',
      naleznosci: 'Належні надходження',
      dochodyOtrzymane: 'Отримані доходи',
      dochodyWykonane: 'Виконані доходи',
      wydatki: 'Видатки',
      zobowiazania: 'Зобов’язання',
      koszty: 'Витрати',
      zaangazowanie: 'Зарезервовані кошти',
    },
  },
};

export default uk;
