/** The configurator's own texts (Polish, the default); en/de/uk beside this file have the same keys. */
const teksty = {
  tytul: 'Konfigurator widżetów',
  wstep:
    'Wybierz element, ustaw jego atrybuty, język i wygląd, sprawdź podgląd, a potem skopiuj kod. W WordPressie z wtyczką „Widżety gminy” wstaw zamiast kodu blok usługi (może to zrobić każdy autor); bez wtyczki wklej kod w blok „Własny HTML” (w innym CMS: w widok HTML strony).',
  jezykKonfiguratora: 'Język konfiguratora',
  ustawienia: 'Ustawienia',
  element: 'Element',
  inneElementy: 'Inne elementy',
  uslugiListy: 'Usługi z listy:',
  loguje: 'czytelnik loguje się w widżecie',
  atrybuty: 'Atrybuty',
  brakAtrybutow: 'Ten element nie ma atrybutów do ustawienia.',
  nieUstawiono: '(nie ustawiono)',
  jezykWidzetu: 'Język widżetu',
  jakStrona: 'jak strona, na której jest widżet',
  api: 'Adres API urzędu',
  apiOpis:
    'Atrybut data-api trafia do kodu tylko wtedy, gdy API jest pod innym adresem niż /api serwera z gmina.js.',
  motyw: 'Wygląd',
  tokeny: {
    '--gmina-font-family': 'Krój pisma (pusty: krój strony)',
    '--gmina-font-size': 'Wielkość tekstu',
    '--gmina-color-text': 'Kolor tekstu',
    '--gmina-color-bg': 'Kolor tła',
    '--gmina-color-primary': 'Kolor wiodący (przyciski, linki)',
    '--gmina-color-on-primary': 'Tekst na kolorze wiodącym',
    '--gmina-color-muted': 'Tekst drugorzędny',
    '--gmina-color-border': 'Linie i ramki pól',
    '--gmina-color-surface': 'Nagłówki tabel, pasy',
    '--gmina-color-error': 'Komunikaty o błędach',
    '--gmina-radius': 'Zaokrąglenie narożników',
  } as Record<string, string>,
  zlaWartosc:
    'Ta wartość nie trafi do kodu: podaj kolor, rozmiar lub listę krojów pisma (litery, cyfry, spacje oraz znaki # . , % ( ) \' " + -; bez url() ani var()).',
  forma: 'Jak kod ustawia wygląd',
  formaStyle: 'Blok <style>',
  formaStyleOpis:
    'Dla zwykłej strony, bez ścisłej polityki bezpieczeństwa treści (CSP). Zmienia tylko ten element.',
  formaJson: 'Blok konfiguracji JSON',
  formaJsonOpis:
    'Dla strony, której polityka CSP nie dopuszcza stylów w treści (style-src bez \'unsafe-inline\'): tam blok <style> jest pomijany bez ostrzeżenia i widżet ma kolory domyślne. Działa też na każdej innej stronie. Zmienia wszystkie widżety strony; strona może mieć tylko jeden taki blok – jeśli już go ma, dopisz do niego klucz "motyw".',
  formaKiedy:
    'Nie wiesz, którą wybrać? Jeśli po wklejeniu bloku <style> widżet ma domyślne kolory, a konsola przeglądarki zgłasza zablokowany styl (Content-Security-Policy), użyj bloku JSON.',
  przywroc: 'Przywróć domyślny wygląd',
  kontrast: 'Kontrast (WCAG 2.1 AA)',
  pary: {
    tekst: 'Tekst na tle',
    drugorzedny: 'Tekst drugorzędny na tle',
    link: 'Linki w kolorze wiodącym na tle',
    przycisk: 'Tekst przycisków na kolorze wiodącym',
    blad: 'Komunikaty o błędach na tle',
  },
  kontrastOk: '{{para}}: {{ratio}}:1 – wystarczający.',
  kontrastZly:
    '{{para}}: {{ratio}}:1 – za mały kontrast. WCAG AA wymaga co najmniej 4,5:1, a taki tekst będzie dla wielu osób trudny do odczytania.',
  podglad: 'Podgląd',
  szerokosc: 'Szerokość podglądu',
  komputer: 'Komputer',
  telefon: 'Telefon (320 px)',
  kod: 'Kod do wklejenia',
  kopiuj: 'Kopiuj kod',
  skopiowano: 'Kod skopiowano do schowka.',
  zaznaczono: 'Nie udało się skopiować automatycznie: kod jest zaznaczony, skopiuj go klawiszami Ctrl+C.',
  sprawdz: 'Sprawdź na pustej stronie',
  nowaKarta: '(otwiera się w nowej karcie)',
  /** Each element's description, by tag (the manifest's summaries are English). */
  opisy: {
    'gmina-budzet':
      'Dochody budżetu albo Wydatki budżetu gminy (atrybut `rodzaj`): tabela według działów i paragrafów z wyborem roku, plik PDF.',
    'gmina-liczba-pojazdow':
      'Liczba pojazdów wg sposobu opodatkowania na wybrany dzień (dd.mm.rrrr, domyślnie dziś): tabela, plik PDF.',
    'gmina-stawki-pojazdow':
      'Stawki podatku od środków transportowych w wybranym roku: stawka gminy, stawka maksymalna i skutek obniżenia, plik PDF.',
    'gmina-liczba-mieszkancow-wyborcow':
      'Liczba mieszkańców i wyborców w poszczególnych miejscowościach gminy.',
    'gmina-zameldowania-wg-plci-wieku':
      'Zameldowania wg płci i wieku: pobyt stały i czasowy, poniżej i powyżej 18 lat, plik PDF.',
    'gmina-portal':
      'Cały portal w jednym elemencie: strona portalu urzędu albo portal osadzony na stronie CMS (`routing="hash"`).',
    'gmina-listy-wyborcze': 'Sprawdzenie w spisie wyborców: data wyborów, PESEL, obwód i lokal wyborczy.',
    'gmina-kontakt':
      'Kontakt z urzędem: adres, telefon, e-mail, strona internetowa, dodatkowe informacje i mapa.',
    'gmina-statusy-i-rejestry':
      'Statusy spraw i rejestry organizacji: tabele z sortowaniem, podziałem na strony i plikiem CSV.',
    'gmina-dokumenty':
      'Dokumenty urzędu w PDF: odnośniki pogrupowane tematycznie, z rodzajem i rozmiarem pliku.',
    'gmina-statusy-mieszkancow':
      'Statusy mieszkańców (pobyt stały, czasowy, wymeldowani…): wykres słupkowy i tabela.',
    'gmina-najpopularniejsze-imiona':
      'Najpopularniejsze imiona mieszkańców: wykres kołowy 10 najczęstszych i tabela wszystkich imion.',
    'gmina-imiona-wg-roku':
      'Najpopularniejsze imiona wg roku urodzenia: wybór roku, wykres słupkowy i tabela.',
    'gmina-logowanie': 'Logowanie: login i hasło, captcha, kod jednorazowy, logowanie przez węzeł krajowy.',
    'gmina-moje-konto':
      'Moje konto: imię i nazwisko, login i bieżący podmiot; bez zalogowania formularz logowania w miejscu.',
    'gmina-logowanie-zewnetrzne':
      'Koniec logowania przez węzeł krajowy: zapisuje token, wczytuje konto i otwiera wskazaną stronę.',
    'gmina-blad-logowania': 'Nieudane logowanie przez węzeł krajowy: opis błędu nad formularzem logowania.',
    'gmina-rejestracja':
      'Rejestracja: imię, nazwisko, login, dwukrotnie e-mail i hasło, PESEL lub NIP, zgody.',
    'gmina-przypomnienie-hasla':
      'Przypomnienie hasła: login i e-mail; wysyła odnośnik do ustawienia nowego hasła.',
    'gmina-link-aktywacyjny': 'Ponowne wysłanie linku aktywacyjnego: login i e-mail.',
    'gmina-nowe-haslo': 'Ustawienie hasła z odnośnika w e-mailu (parametr adresu `link`).',
    'gmina-aktywacja': 'Aktywacja konta z odnośnika w e-mailu (parametr adresu `hash`).',
    'gmina-potwierdzenie-danych':
      'Potwierdzenie rejestracji po logowaniu przez węzeł krajowy (parametry adresu `data` i `link`).',
    'gmina-panel-uzytkownika':
      'Panel użytkownika: własne dane, zmiana e-maila i hasła, zgody na powiadomienia, logowanie dwuetapowe, usunięcie konta.',
    'gmina-zmiana-hasla':
      'Zmiana hasła (po zalogowaniu): obecne hasło, dwukrotnie nowe hasło, błędy przy polach.',
    'gmina-zmiana-email':
      'Zmiana adresu e-mail (po zalogowaniu): obecny adres tylko do odczytu, dwukrotnie nowy adres, hasło.',
    'gmina-sesja':
      'Czas do końca sesji (minuty:sekundy) z przyciskiem przedłużenia; widoczny po zalogowaniu.',
    'gmina-podmiot':
      'Bieżący podmiot zalogowanego użytkownika (osoba – PESEL, instytucja – NIP) z możliwością zmiany.',
    'gmina-naleznosci':
      'Należności do zapłaty: karty, raty, potwierdzenie zapłaty i płatność internetowa; atrybut `typ` wybiera rodzaj należności.',
    'gmina-moje-zobowiazania':
      'Moje zobowiązania: wszystkie niezapłacone raty ze wszystkich kart należności bieżącego podmiotu, pogrupowane według terminu, z zaległościami i kwotą do zapłaty do końca roku; raty z kilku kart można zapłacić jednym przelewem.',
    'gmina-historia-platnosci':
      'Historia płatności internetowych bieżącego podmiotu: przelewy, ich szczegóły i raty, plik PDF.',
    'gmina-wykaz-pojazdow':
      'Wykaz pojazdów bieżącego podmiotu: numer rejestracyjny, marka i nazwa stawki, plik PDF.',
    'gmina-aktualne-zameldowanie':
      'Aktualne zameldowanie osoby: adres, data zameldowania i wymeldowania, plik PDF.',
    'gmina-wymiar-podatku':
      'Wymiar podatku w wybranych latach: podatki według decyzji, sumy, decyzje i zestawienie w PDF.',
    'gmina-nieruchomosci':
      'Nieruchomości bieżącego podmiotu: grunty, budynki i budowle w trzech tabelach, plik PDF.',
    'gmina-oplaty-lokalne':
      'Opłaty lokalne bieżącego podmiotu: umowy i należności roku z kwotami netto, VAT, brutto i sumami.',
    'gmina-oplaty-za-zezwolenia':
      'Opłaty za zezwolenia bieżącej instytucji: zezwolenia, należności, wpłaty i pozostałe do zapłaty w roku budżetowym.',
    'gmina-parametry-oplat-za-odpady':
      'Parametry opłat za odpady bieżącego podmiotu, aktualne lub archiwalne, plik PDF.',
    'gmina-zwroty-akcyzy':
      'Zwroty akcyzy za olej napędowy bieżącego podmiotu: decyzje roku, limity, wypłaty.',
    'gmina-wnioski-o-zwroty-akcyzy':
      'Wnioski o zwrot akcyzy za olej napędowy bieżącego podmiotu: wnioski roku, powierzchnia, litry, limit.',
    'gmina-faktury-woda':
      'Faktury za wodę i ścieki bieżącego podmiotu według punktu odbioru i roku, z plikami PDF.',
    'gmina-odczyt-licznikow': 'Odczyty liczników wody bieżącego podmiotu z wykresem 12 ostatnich odczytów.',
    'gmina-stan-wodomierzy': 'Stan wodomierzy: podanie odczytów wodomierzy bieżącego podmiotu.',
    'gmina-wyslij-zgloszenie':
      'Wyślij zgłoszenie w sprawie wody (niesprawny wodomierz, wymiana, reklamacja faktury) i przejrzyj wysłane.',
    'gmina-dane-korespondencyjne':
      'Dane korespondencyjne bieżącego podmiotu w urzędzie: edycja, zgłoszenie zmiany, historia.',
    'gmina-protokol-wymiany-wodomierza': 'Protokół wymiany wodomierza do pobrania, ze zdjęciami lub bez.',
  },
  /** Descriptions of the elements' own attributes, by tag and name. */
  opisyAtrybutow: {
    'gmina-budzet': {
      rodzaj: 'Która część budżetu: `dochody` (Dochody budżetu) albo `wydatki` (Wydatki budżetu). Wymagany.',
    },
    'gmina-kontakt': {
      mapa: 'Czy pokazać mapę urzędu, gdy jest skonfigurowana; domyślnie `tak`.',
    },
    'gmina-naleznosci': {
      typ: 'Rodzaj należności wybrany w filtrze; domyślnie wszystkie.',
      karta: 'Karta pokazana ze szczegółami (trasy szczegółów portalu); domyślnie żadna (lista).',
      instytucja:
        'Czy ta karta należy do instytucji (karta innego rodzaju podmiotu prowadzi z powrotem do listy).',
    },
    'gmina-statusy-i-rejestry': {
      organizacja: 'Identyfikator organizacji (dodatnia liczba całkowita); 280, gdy nie podano.',
    },
    'gmina-portal': {
      routing:
        '`history` (domyślnie), gdy portal jest właścicielem adresu strony; `hash`, gdy jest osadzony na stronie CMS, do której należy ścieżka.',
    },
  },
  bladManifestu: 'Nie udało się wczytać listy elementów (custom-elements.json).',
};

export type Teksty = typeof teksty;

export default { konfigurator: teksty };
