/**
 * Content a real office would publish on its portal: home tiles, the information and procedures browsers
 * (folders with pages and files) and custom pages. Only example.pl addresses are used.
 */
import type { Db } from '../../server/db.ts';
import type { WezelPrzegladarki } from '../../src/core/api/portal.ts';
import { NAZWA_GMINY } from './powloka.ts';
import type { ZestawDemo } from './index.ts';

type Typ = 'STRONA_WLASNA' | 'STRONA_WBUDOWANA' | 'LINK';
/** [pozycja, nazwa, opis, link, typ, ikona] */
const kafelki: [number, string, string, string, Typ, string][] = [
  [
    1,
    'Lista usług',
    'Wszystkie usługi portalu w jednym miejscu',
    '/lista-uslug',
    'STRONA_WBUDOWANA',
    'uslugi',
  ],
  [
    2,
    'Moje należności',
    'Sprawdź i opłać podatki oraz opłaty lokalne',
    '/uslugi/naleznosci',
    'STRONA_WBUDOWANA',
    'platnosci',
  ],
  [
    3,
    'Moje zobowiązania',
    'Wszystkie raty do zapłaty w jednym miejscu – zapłać kilka jednym przelewem',
    '/uslugi/moje-zobowiazania',
    'STRONA_WBUDOWANA',
    'platnosci',
  ],
  [
    4,
    'Budżet gminy',
    'Dochody i wydatki budżetu w kolejnych latach',
    '/uslugi/budzet-dochody',
    'STRONA_WBUDOWANA',
    'budzet',
  ],
  [
    5,
    'Sprawdź się w spisie wyborców',
    'Obwód głosowania i adres lokalu wyborczego',
    '/uslugi/listy-wyborcze',
    'STRONA_WBUDOWANA',
    'wybory',
  ],
  [
    6,
    'Informacje',
    'Komunikaty, ogłoszenia i dokumenty urzędu',
    '/informacje',
    'STRONA_WBUDOWANA',
    'informacje',
  ],
  [
    7,
    'Procedury',
    'Jak załatwić sprawę w urzędzie – karty usług',
    '/procedury',
    'STRONA_WBUDOWANA',
    'procedury',
  ],
  [
    8,
    'Harmonogram odbioru odpadów',
    'Terminy odbioru odpadów w 2026 roku',
    'harmonogram-odbioru-odpadow',
    'STRONA_WLASNA',
    'odpady',
  ],
  [9, 'Kontakt z urzędem', 'Adres, telefony i godziny pracy', '/kontakt', 'STRONA_WBUDOWANA', 'kontakt'],
  [
    10,
    'Biuletyn Informacji Publicznej',
    'Uchwały, zarządzenia i przetargi',
    'https://bip.zielonadolina.example.pl',
    'LINK',
    'bip',
  ],
];

/** The tiles in the office's other languages, by pozycja: [nazwa, opis] (issue 12 item 4). */
const kafelkiJezyki: Record<'en' | 'de' | 'uk', Record<number, [string, string]>> = {
  en: {
    1: ['List of services', 'All the portal’s services in one place'],
    2: ['My dues', 'Check and pay taxes and local fees'],
    3: ['My liabilities', 'All instalments to pay in one place – pay several in one transfer'],
    4: ['Municipal budget', 'Budget income and expenditure year by year'],
    5: ['Check the register of voters', 'Polling district and polling station address'],
    6: ['Information', 'Notices, announcements and documents of the office'],
    7: ['Procedures', 'How to deal with a matter at the office – service cards'],
    8: ['Waste collection schedule', 'Waste collection dates in 2026'],
    9: ['Contact the office', 'Address, phone numbers and opening hours'],
    10: ['Public Information Bulletin', 'Resolutions, orders and tenders'],
  },
  de: {
    1: ['Liste der Dienste', 'Alle Dienste des Portals an einem Ort'],
    2: ['Meine Forderungen', 'Steuern und örtliche Gebühren prüfen und bezahlen'],
    3: [
      'Meine Verbindlichkeiten',
      'Alle zu zahlenden Raten an einem Ort – mehrere mit einer Überweisung bezahlen',
    ],
    4: ['Gemeindehaushalt', 'Einnahmen und Ausgaben des Haushalts nach Jahren'],
    5: ['Im Wählerverzeichnis nachsehen', 'Wahlbezirk und Adresse des Wahllokals'],
    6: ['Informationen', 'Mitteilungen, Bekanntmachungen und Dokumente des Amts'],
    7: ['Verfahren', 'Wie Sie eine Angelegenheit im Amt erledigen – Dienstkarten'],
    8: ['Abfuhrkalender', 'Abfuhrtermine im Jahr 2026'],
    9: ['Kontakt zum Amt', 'Adresse, Telefonnummern und Öffnungszeiten'],
    10: ['Bulletin für öffentliche Informationen', 'Beschlüsse, Anordnungen und Ausschreibungen'],
  },
  uk: {
    1: ['Перелік послуг', 'Усі послуги порталу в одному місці'],
    2: ['Мої платежі', 'Перевірте й сплатіть податки та місцеві збори'],
    3: ['Мої зобов’язання', 'Усі внески до сплати в одному місці – сплатіть кілька одним переказом'],
    4: ['Бюджет гміни', 'Доходи й видатки бюджету за роками'],
    5: ['Перевірте себе в списку виборців', 'Виборчий округ і адреса виборчої дільниці'],
    6: ['Інформація', 'Повідомлення, оголошення та документи управління'],
    7: ['Процедури', 'Як вирішити справу в управлінні – картки послуг'],
    8: ['Графік вивезення відходів', 'Дати вивезення відходів у 2026 році'],
    9: ['Зв’язок з управлінням', 'Адреса, телефони й години роботи'],
    10: ['Бюлетень публічної інформації', 'Ухвали, розпорядження та тендери'],
  },
};

const plik = (nazwa: string, link: string, rozszerzenie: string) => ({ nazwa, link, rozszerzenie });
const strona = (nazwa: string, link: string) => ({ nazwa, link });

export const drzewa: Record<'informacje' | 'procedury', WezelPrzegladarki> = {
  informacje: {
    nazwaMenu: 'Informacje',
    strony: [
      strona('Harmonogram odbioru odpadów 2026', 'harmonogram-odbioru-odpadow'),
      strona('Klauzula informacyjna RODO', 'klauzula-rodo'),
    ],
    pliki: [plik('Komunikat w sprawie terminów płatności podatku', 'komunikat-terminy-platnosci.pdf', 'pdf')],
    katalogi: [
      {
        nazwa: 'Ogłoszenia',
        strony: [strona('Zmiana godzin pracy kasy urzędu', 'godziny-pracy-kasy')],
        pliki: [
          plik('Ogłoszenie o naborze na stanowisko podinspektora', 'nabor-podinspektor-2026.pdf', 'pdf'),
          plik('Obwieszczenie Wójta o wyłożeniu projektu planu', 'obwieszczenie-plan-miejscowy.pdf', 'pdf'),
        ],
        katalogi: [
          {
            nazwa: 'Archiwum 2025',
            strony: [],
            pliki: [plik('Ogłoszenia 2025 – zestawienie', 'ogloszenia-2025.pdf', 'pdf')],
            katalogi: [],
          },
        ],
      },
      {
        nazwa: 'Podatki i opłaty lokalne',
        strony: [],
        pliki: [
          plik(
            'Uchwała w sprawie stawek podatku od nieruchomości na 2026 r.',
            'uchwala-stawki-2026.pdf',
            'pdf',
          ),
          plik('Uchwała w sprawie opłaty za gospodarowanie odpadami', 'uchwala-odpady.pdf', 'pdf'),
        ],
        katalogi: [],
      },
    ],
  },
  procedury: {
    nazwaMenu: 'Procedury',
    strony: [strona('Jak założyć konto w portalu', 'jak-zalozyc-konto')],
    pliki: [],
    katalogi: [
      {
        nazwa: 'Podatki',
        strony: [],
        pliki: [
          plik(
            'Karta usługi: podatek od nieruchomości – osoby fizyczne',
            'karta-podatek-nieruchomosci.pdf',
            'pdf',
          ),
          plik('Karta usługi: ulga inwestycyjna w podatku rolnym', 'karta-ulga-inwestycyjna.pdf', 'pdf'),
        ],
        katalogi: [],
      },
      {
        nazwa: 'Ewidencja ludności',
        strony: [],
        pliki: [
          plik('Karta usługi: zameldowanie na pobyt stały', 'karta-zameldowanie-stale.pdf', 'pdf'),
          plik('Karta usługi: wymeldowanie', 'karta-wymeldowanie.pdf', 'pdf'),
        ],
        katalogi: [],
      },
      {
        nazwa: 'Gospodarka odpadami',
        strony: [],
        pliki: [plik('Deklaracja o wysokości opłaty za odpady (DO-1)', 'deklaracja-do-1.pdf', 'pdf')],
        katalogi: [],
      },
    ],
  },
};

const strony: [string, string, string][] = [
  [
    'deklaracja-dostepnosci',
    'Deklaracja dostępności',
    `<p>Urząd Gminy ${NAZWA_GMINY} zobowiązuje się zapewnić dostępność swojego portalu mieszkańca zgodnie
z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów
publicznych.</p>
<h2>Status pod względem zgodności z ustawą</h2>
<p>Portal jest zgodny z ustawą o dostępności cyfrowej (WCAG 2.1 na poziomie AA). Zgodność jest sprawdzana
automatycznie przy każdej zmianie oprogramowania.</p>
<h2>Ułatwienia na stronie</h2>
<ul>
<li>przełącznik wysokiego kontrastu,</li>
<li>trzy wielkości tekstu,</li>
<li>obsługa całego portalu z klawiatury, link „Przejdź do treści”,</li>
<li>tabele danych obok każdego wykresu.</li>
</ul>
<h2>Informacje zwrotne i dane kontaktowe</h2>
<p>Problemy z dostępnością prosimy zgłaszać na adres <a href="mailto:dostepnosc@zielonadolina.example.pl">dostepnosc@zielonadolina.example.pl</a>
lub telefonicznie: +48 89 123 45 67. Każdy ma prawo wystąpić z żądaniem zapewnienia dostępności cyfrowej.
Urząd odpowiada bez zbędnej zwłoki, nie później niż w ciągu 7 dni.</p>
<h2>Dostępność architektoniczna</h2>
<p>Budynek urzędu przy ul. Lipowej 12 ma podjazd dla wózków i windę. Przy wejściu jest pętla indukcyjna.
Na parkingu wyznaczono dwa miejsca dla osób z niepełnosprawnościami.</p>
<p>Data sporządzenia deklaracji: 2026-03-31. Deklarację sporządzono na podstawie samooceny.</p>`,
  ],
  [
    'harmonogram-odbioru-odpadow',
    'Harmonogram odbioru odpadów 2026',
    `<p>Odpady odbierane są sprzed posesji od godziny <strong>6:00</strong>. Prosimy wystawić pojemniki dzień wcześniej.</p>
<table>
<caption>Terminy odbioru w I kwartale 2026</caption>
<thead><tr><th scope="col">Rodzaj odpadów</th><th scope="col">Styczeń</th><th scope="col">Luty</th><th scope="col">Marzec</th></tr></thead>
<tbody>
<tr><th scope="row">Zmieszane</th><td>8, 22</td><td>5, 19</td><td>5, 19</td></tr>
<tr><th scope="row">Papier</th><td>14</td><td>11</td><td>11</td></tr>
<tr><th scope="row">Szkło</th><td>15</td><td>12</td><td>12</td></tr>
<tr><th scope="row">Metale i tworzywa sztuczne</th><td>9, 23</td><td>6, 20</td><td>6, 20</td></tr>
<tr><th scope="row">Bioodpady</th><td>16</td><td>13</td><td>13, 27</td></tr>
</tbody>
</table>
<p style="font-size: 12px">Zmiany terminów ogłaszamy w zakładce Informacje.</p>`,
  ],
  [
    'klauzula-rodo',
    'Klauzula informacyjna RODO',
    `<p>Administratorem Pani/Pana danych osobowych jest Wójt Gminy ${NAZWA_GMINY}, ul. Lipowa 12, 12-345 Zielona Dolina.</p>
<p>Kontakt z inspektorem ochrony danych: <a href="mailto:iod@zielonadolina.example.pl">iod@zielonadolina.example.pl</a>.</p>
<p>Dane przetwarzamy w celu realizacji zadań publicznych gminy (art. 6 ust. 1 lit. c i e RODO) przez okres
wynikający z przepisów o archiwizacji. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania,
ograniczenia przetwarzania oraz skargi do Prezesa Urzędu Ochrony Danych Osobowych.</p>`,
  ],
  [
    'godziny-pracy-kasy',
    'Zmiana godzin pracy kasy urzędu',
    `<p>Od 1 grudnia 2026 r. kasa urzędu jest czynna od poniedziałku do piątku w godzinach <strong>8:00–14:00</strong>.
Opłaty można też wnosić przez portal – bez prowizji przelewem KIR.</p>`,
  ],
  [
    'jak-zalozyc-konto',
    'Jak założyć konto w portalu',
    `<ol>
<li>Wybierz „Zarejestruj się” na stronie logowania i podaj swoje dane.</li>
<li>Kliknij link aktywacyjny z wiadomości e-mail.</li>
<li>Potwierdź tożsamość w urzędzie, profilem zaufanym albo przez węzeł krajowy.</li>
</ol>
<p>Po potwierdzeniu zobaczysz swoje należności i historię płatności.</p>`,
  ],
];

export async function seedTresci(db: Db): Promise<void> {
  await db.exec('DELETE FROM kafelki; DELETE FROM przegladarka; DELETE FROM strony_wlasne');
  for (const [pozycja, nazwa, opis, link, typ, ikona] of kafelki) {
    await db.query(
      'INSERT INTO kafelki (pozycja, nazwa, opis, link, typ, ikona) VALUES ($1, $2, $3, $4, $5, $6)',
      [pozycja, nazwa, opis, link, typ, ikona],
    );
  }
  for (const [jezyk, teksty] of Object.entries(kafelkiJezyki))
    for (const [pozycja, [nazwa, opis]] of Object.entries(teksty))
      await db.query('INSERT INTO kafelki_jezyki (pozycja, jezyk, nazwa, opis) VALUES ($1, $2, $3, $4)', [
        Number(pozycja),
        jezyk,
        nazwa,
        opis,
      ]);
  for (const [sekcja, drzewo] of Object.entries(drzewa)) {
    await db.query('INSERT INTO przegladarka (sekcja, drzewo) VALUES ($1, $2::text::jsonb)', [
      sekcja,
      JSON.stringify(drzewo),
    ]);
  }
  for (const [nazwaPliku, tytul, html] of strony) {
    await db.query('INSERT INTO strony_wlasne (nazwa_pliku, tytul, html) VALUES ($1, $2, $3)', [
      nazwaPliku,
      tytul,
      html,
    ]);
  }
}

/** Folder names of the file browsers in en, de, uk (issue 12 item 4): [Polish name, en, de, uk]. */
export const katalogiJezyki: [string, string, string, string][] = [
  ['Ogłoszenia', 'Announcements', 'Bekanntmachungen', 'Оголошення'],
  ['Archiwum 2025', 'Archive 2025', 'Archiv 2025', 'Архів 2025'],
  [
    'Podatki i opłaty lokalne',
    'Local taxes and fees',
    'Lokale Steuern und Gebühren',
    'Місцеві податки та збори',
  ],
  ['Podatki', 'Taxes', 'Steuern', 'Податки'],
  ['Ewidencja ludności', 'Population register', 'Melderegister', 'Реєстр населення'],
  ['Gospodarka odpadami', 'Waste management', 'Abfallwirtschaft', 'Поводження з відходами'],
];

export async function seedKatalogiJezyki(db: Db): Promise<void> {
  await db.exec('DELETE FROM katalogi_jezyki');
  for (const [pl, ...nazwy] of katalogiJezyki)
    for (const [i, jezyk] of (['en', 'de', 'uk'] as const).entries())
      await db.query('INSERT INTO katalogi_jezyki (nazwa_pl, jezyk, nazwa) VALUES ($1, $2, $3)', [
        pl,
        jezyk,
        nazwy[i],
      ]);
}

/** The demo's data sets of this module (demo/seed/index.ts): the folder names' translations after the folders. */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'tresci', po: [], generuj: (db) => seedTresci(db) },
  { nazwa: 'katalogi-jezyki', po: ['tresci'], generuj: (db) => seedKatalogiJezyki(db) },
];
