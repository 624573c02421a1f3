const uk = {
  wyslijZgloszenie: {
    tytul: 'Надіслати заявку',
    punkt: 'Точка водопостачання',
    temat: 'Тема заявки',
    wybierz: '— виберіть —',
    tresc: 'Текст заявки',
    podpowiedz: 'Опишіть подробиці, запропонуйте дату або вкажіть причину заміни',
    telefon: 'Контактний телефон',
    telefonPodpowiedz: '9 цифр, напр. 601234567',
    email: 'Контактна електронна пошта',
    wyslij: 'Надіслати заявку',
    wysylanie: 'Надсилання…',
    wyslano: 'Заявку надіслано',
    blad: 'Під час надсилання заявки сталася помилка',
    brakWodomierzy: 'Немає водомірів',
    lista: 'Надіслані заявки',
    brakZgloszen: 'Немає надісланих заявок',
    kolumny: {
      utworzono: 'Створено',
      temat: 'Тема',
      tresc: 'Текст',
      stan: 'Показання (м³)',
      obsluzono: 'Опрацьовано',
      uwagi: 'Примітки',
    },
  },
};

export default uk;
