import type { TextsLike } from '../../core/i18n/index.ts';
import type pl from './texts.pl.ts';

const uk: TextsLike<typeof pl> = {
  zobowiazania: {
    tytul: 'Мої зобов’язання',
    wstep:
      'Усі несплачені внески з усіх ваших карток нарахувань. Позначте внески, які хочете сплатити, – навіть з кількох карток – і сплатіть їх одним переказом.',
    sumy: {
      etykieta: 'Підсумок зобов’язань',
      zaleglosci: 'Заборгованість',
      doKoncaRoku: 'До сплати до кінця року',
      kwota: '{{kwota, pln}}',
      stanNa: 'Суми з відсотками станом на {{dzien}}.',
    },
    grupy: {
      PO_TERMINIE: 'Прострочені',
      W_30_DNI: 'Протягом 30 днів',
      W_TYM_ROKU: 'Пізніше цього року',
      POZNIEJ: 'У наступних роках',
    },
    grupaOpis_one: '{{count, liczba}} внесок на суму {{kwota, pln}}',
    grupaOpis_few: '{{count, liczba}} внески на суму {{kwota, pln}}',
    grupaOpis_many: '{{count, liczba}} внесків на суму {{kwota, pln}}',
    grupaOpis_other: '{{count, liczba}} внеску на суму {{kwota, pln}}',
    podpis: 'Внески – {{grupa}}',
    pustaGrupa: 'У цій групі немає внесків.',
    brak: 'У вас немає несплачених внесків.',
    kolumny: {
      wybor: 'Вибір',
      karta: 'Картка',
      rodzaj: 'Вид нарахування',
      rata: 'Внесок',
      termin: 'Термін сплати',
      kwota: 'Сума до сплати',
      stan: 'Стан',
    },
    rodzaje: {
      PODATKI_GMINNE: 'Місцеві податки',
      SRODKI_TRANSPORTU: 'Податок на транспортні засоби',
      OPLATY_LOKALNE: 'Місцеві збори',
      OPLATY_PSY: 'Збір за утримання собак',
      WODA_SCIEKI: 'Вода та стоки',
      ODPADY: 'Поводження з побутовими відходами',
    },
    nrRaty: {
      CALOSC: 'уся сума',
      ZALEGLOSC: 'заборгованість',
      ANULOWANA: 'анульовано',
      rata: 'внесок {{nr}}',
    },
    otworz: 'Подробиці картки {{symbol}}',
    zaznacz: 'Вибрати: картка {{symbol}}, {{rata}}, термін {{termin}}',
    poTerminie: 'прострочено',
    stany: {
      doZaplaty: 'До сплати – можна сплатити онлайн',
      zlecona: 'Оплату ініційовано ({{dostawca}}) – очікує підтвердження',
      tytul: 'Не можна сплатити онлайн: видано виконавчий документ – сплата в органі примусового виконання',
    },
    dostawcy: { kir: 'банківський переказ KIR', p24: 'Przelewy24' },
    wybrano_one: 'Вибрано {{count, liczba}} внесок на суму {{kwota, pln}}',
    wybrano_few: 'Вибрано {{count, liczba}} внески на суму {{kwota, pln}}',
    wybrano_many: 'Вибрано {{count, liczba}} внесків на суму {{kwota, pln}}',
    wybrano_other: 'Вибрано {{count, liczba}} внеску на суму {{kwota, pln}}',
    kalendarz: 'Додати терміни до календаря (.ics)',
    kalendarzOpis:
      'Файл із термінами всіх несплачених внесків, з нагадуванням напередодні та в день терміну о 9:00.',
    nicNieWybrano: 'Жодного внеску не вибрано. Позначте внески, які хочете сплатити одним переказом.',
    zaplac: 'Оплатити',
    wroc: 'Назад до моїх зобов’язань',
  },
};

export default uk;
