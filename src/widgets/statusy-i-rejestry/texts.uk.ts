const uk = {
  statusyRejestry: {
    tytul: 'Статуси та реєстри',
    widok: 'Що ви хочете переглянути',
    statusy: 'СТАТУСИ',
    rejestry: 'РЕЄСТРИ',
    tytulStatusy: 'Статуси справ',
    rejestr: 'Реєстр',
    brakStatusow: 'Немає справ для відображення',
    brakRejestrow: 'Немає реєстрів для відображення',
    kolumny: {
      numerSprawy: 'Номер справи',
      przedmiot: 'Предмет справи',
      dataZlozenia: 'Дата подання',
      status: 'Статус',
      komorka: 'Відповідальний підрозділ',
      numerWpisu: 'Номер запису',
      dataWpisu: 'Дата запису',
      podmiot: 'Суб’єкт',
      opis: 'Опис',
    },
  },
};

export default uk;
