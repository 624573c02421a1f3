const uk = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Повернення акцизу за дизельне паливо',
    rok: 'Рік',
    podpisZwroty: 'Повернення акцизного податку – {{rok}} (PLN)',
    brakZwrotow: 'Немає повернень',
    niewyplacono: 'не виплачено',
    kolumny: {
      numerDecyzji: 'Номер рішення',
      dataWydaniaDecyzji: 'Дата видачі рішення',
      kwotaZwrotu: 'Сума повернення',
      pozostalyLimitZwrotuDoWykorzystania: 'Залишок ліміту повернення',
      rocznyLimitZwrotu: 'Річний ліміт повернення',
      kwotaWyplacona: 'Виплачена сума',
    },
  },
};

export default uk;
