import type { Messages } from './index.ts';

const uk: Messages = {
  wspolne: {
    ladowanie: 'Завантаження…',
    brakDanych: 'Немає даних для відображення',
    pobierzPdf: 'Завантажити PDF',
    pobierzCsv: 'Завантажити CSV',
    pobieranie: 'Завантаження файлу…',
    zamknij: 'Закрити',
    ok: 'OK',
    tak: 'Так',
    nie: 'Ні',
    wstrzymaj: 'Призупинити автозакриття',
    wznow: 'Відновити автозакриття',
    razem: 'Разом',
    uslugaNiedostepna: 'Послуга тимчасово недоступна. Спробуйте пізніше',
    bladPobierania: 'Під час отримання даних з API сталася помилка',
    bladPliku: 'Не вдалося завантажити файл. Спробуйте пізніше',
    bladWidzetu: 'Не вдалося показати цей елемент. Оновіть сторінку або спробуйте пізніше.',
    bladKonfiguracji: 'Елемент налаштовано неправильно: {{szczegoly}}',
    ponow: 'Спробувати ще раз',
    opuscicFormularz: 'Введені дані буде втрачено. Ви справді хочете залишити сторінку?',
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
    stanNiezgodnyZFormatem: 'Показник не відповідає формату лічильника',
  },
  przerwa: {
    tytul: 'Вибачте – тривають технічні роботи',
    tresc: 'Зараз проводяться технічні роботи',
    ponow: 'Спробувати ще раз',
  },
  tabela: {
    wierszyNaStronie: 'Рядків на сторінці',
    zakres: '{{od}}–{{do}} з {{wszystkich}}',
    poprzednia: 'Попередня сторінка',
    nastepna: 'Наступна сторінка',
    pierwsza: 'Перша сторінка',
    ostatnia: 'Остання сторінка',
  },
  // — konto: logowanie i rejestracja
  logowanie: {},
  rejestracja: {},
  hasla: {},
  kontoZewnetrzne: {},
  // — konto: panel, sesja, podmioty
  panel: {
    ograniczone:
      'Ця послуга стане доступною після підтвердження вашої особи. Подробиці в панелі користувача.',
    witaj: 'Ласкаво просимо на портал',
    witajTresc:
      'Це ваш перший вхід. У панелі користувача ви перевірите свої дані, зміните пароль і налаштуєте згоди на сповіщення.',
  },
  sesja: {
    zakonczona: 'Сеанс завершено',
    ostrzezenie: 'Сеанс незабаром завершиться',
    ostrzezenieTresc: 'Через неактивність сеанс завершиться менш ніж за хвилину. Бажаєте його продовжити?',
    przedluz: 'Продовжити сеанс',
    wyloguj: 'Вийти',
  },
  podmioty: {
    brakDostepu: 'Вибраний суб’єкт не має доступу до цієї послуги',
  },
};

export default uk;
