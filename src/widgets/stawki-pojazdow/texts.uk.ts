const uk = {
  stawkiPojazdow: {
    tytul: 'Ставки податку на транспортні засоби',
    rok: 'Рік',
    podpis: 'Ставки податку на транспортні засоби – {{rok}} (PLN)',
    kolumny: {
      nazwaStawki: 'Назва ставки',
      stawkaRoczna: 'Річна ставка гміни',
      stawkaRocznaMax: 'Максимальна ставка згідно з оголошенням Міністра фінансів',
      kwotaObnizeniaStawki: 'Сума зниження ставки',
    },
  },
};

export default uk;
