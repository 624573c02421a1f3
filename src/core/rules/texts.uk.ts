const uk = {
  formularz: {
    pozostaloZnakow_one: 'Залишився {{count, liczba}} символ',
    pozostaloZnakow_few: 'Залишилося {{count, liczba}} символи',
    pozostaloZnakow_many: 'Залишилося {{count, liczba}} символів',
    pozostaloZnakow_other: 'Залишилося {{count, liczba}} символу',
  },
  walidacja: {
    peselBledny: 'неправильний номер PESEL',
    hasloZaSlabe:
      'Пароль має містити щонайменше 8 символів, цифри, великі й малі літери та спеціальний символ',
    hasloPuste: 'Пароль не може бути порожнім',
    uzupelnijHasla: 'Введіть паролі',
    haslaMuszaSieZgadzac: 'Паролі мають збігатися',
    emailPusty: 'Електронна пошта не може бути порожньою',
    emailBledny: 'Неправильний формат електронної пошти',
    emailTakiSamJakAktualny: 'Нова й поточна адреси електронної пошти однакові',
    emaileSieNieZgadzaja: 'Адреси електронної пошти не збігаються',
    dataBledna: 'Введено неправильну дату',
    dataPrzyszla: 'Дата не може бути в майбутньому',
    dataPrzed1900: 'Дата не може бути раніше 1900 року',
    pustePole: 'Порожнє поле',
    uzupelnijPole: 'Заповніть поле',
    niepoprawnyFormat: 'Неправильний формат',
    kodTotpBledny: 'Неправильний код TOTP',
    wymaganaZgoda: 'Потрібна згода',
    telefonBledny: 'Неправильний формат номера телефону',
    stanMniejszyNizPoprzedni: 'Значення не може бути меншим за попередній показник',
    stanRownyPoprzedniemu: 'Значення має бути більшим за попередній показник',
    stanNiezgodnyZFormatem: 'Показник не відповідає формату лічильника',
    zaDlugi: 'Перевищено допустиму кількість символів',
    kodPocztowyBledny: 'Неправильний поштовий індекс (потрібний формат 00-000)',
  },
};

export default uk;
