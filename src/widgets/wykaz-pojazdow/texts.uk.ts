const uk = {
  wykazPojazdow: {
    tytul: 'Перелік транспортних засобів',
    podpis: 'Транспортні засоби в декларації на {{rok}} рік',
    brak: 'У декларації на цей рік немає транспортних засобів',
    kolumny: { nrRejestracyjny: 'Реєстраційний номер', marka: 'Марка', nazwaStawki: 'Назва ставки' },
  },
};

export default uk;
