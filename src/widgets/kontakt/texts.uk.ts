const uk = {
  kontakt: {
    tytul: 'Контакти',
    adres: 'Адреса',
    telefon: 'Телефон',
    fax: 'Факс',
    email: 'Електронна пошта',
    strona: 'Вебсайт',
    informacje: 'Додаткова інформація',
    mapa: 'Карта проїзду до установи',
    brakDanych: 'Контактні дані відсутні',
  },
};

export default uk;
