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
  przerwa: {
    tytul: 'Вибачте – тривають технічні роботи',
    tresc: 'Зараз проводяться технічні роботи',
    ponow: 'Спробувати ще раз',
  },
  tabela: {
    wierszyNaStronie: 'Рядків на сторінці',
    zakres: '{{od, liczba}}–{{do, liczba}} з {{wszystkich, liczba}}',
    poprzednia: 'Попередня сторінка',
    nastepna: 'Наступна сторінка',
    pierwsza: 'Перша сторінка',
    ostatnia: 'Остання сторінка',
    szczegoly: 'Подробиці',
    pokazSzczegoly: 'Показати подробиці',
    ukryjSzczegoly: 'Приховати подробиці',
  },
  lista: {
    nicNieWybrano: 'Нічого не вибрано',
    wybrano_one: 'Вибрано {{count, liczba}} позицію',
    wybrano_few: 'Вибрано {{count, liczba}} позиції',
    wybrano_many: 'Вибрано {{count, liczba}} позицій',
    wybrano_other: 'Вибрано {{count, liczba}} позиції',
  },
};

export default uk;
