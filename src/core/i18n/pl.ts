/** Polish texts: the product's own words (spec texts verbatim). Every other language mirrors these keys. */
const pl = {
  wspolne: {
    ladowanie: 'Ładowanie…',
    brakDanych: 'Brak danych do wyświetlenia',
    pobierzPdf: 'Pobierz PDF',
    pobierzCsv: 'Pobierz CSV',
    pobieranie: 'Pobieranie…',
    zamknij: 'Zamknij',
    ok: 'OK',
    tak: 'Tak',
    nie: 'Nie',
    wstrzymaj: 'Wstrzymaj zamykanie',
    wznow: 'Wznów zamykanie',
    razem: 'Razem',
    uslugaNiedostepna: 'Usługa chwilowo niedostępna. Spróbuj ponownie później',
    bladPobierania: 'Wystąpił błąd podczas pobierania danych z API',
    bladPliku: 'Nie udało się pobrać pliku. Spróbuj ponownie później',
    bladWidzetu: 'Nie udało się wyświetlić tego elementu. Odśwież stronę lub spróbuj ponownie później.',
    bladKonfiguracji: 'Element jest źle skonfigurowany: {{szczegoly}}',
    ponow: 'Spróbuj ponownie',
    opuscicFormularz: 'Wprowadzone dane zostaną utracone. Czy na pewno chcesz opuścić stronę?',
  },
  walidacja: {
    peselBledny: 'błędny numer PESEL',
    hasloZaSlabe: 'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
    hasloPuste: 'Hasło nie może być puste',
    uzupelnijHasla: 'Uzupełnij hasła',
    haslaMuszaSieZgadzac: 'Hasła muszą się zgadzać',
    emailPusty: 'E-mail nie może być pusty',
    emailBledny: 'Błędny format e-mail',
    emailTakiSamJakAktualny: 'Nowy i aktualny adres e-mail są takie same',
    emaileSieNieZgadzaja: 'E-maile się nie zgadzają',
    dataBledna: 'Wprowadzono błędną date',
    dataPrzyszla: 'Data nie może być wartością przyszłą',
    dataPrzed1900: 'Data nie może być sprzed 1900',
    pustePole: 'Puste pole',
    uzupelnijPole: 'Uzupełnij pole',
    niepoprawnyFormat: 'Niepoprawny format',
    kodTotpBledny: 'Błędny kod TOTP',
    wymaganaZgoda: 'Wymagana zgoda',
    telefonBledny: 'Niepoprawny format numeru telefonu',
    stanMniejszyNizPoprzedni: 'Wartość nie może być mniejsza niż poprzednie zgłoszenie',
    stanNiezgodnyZFormatem: 'Stan niezgodny z formatem licznika',
  },
  przerwa: {
    tytul: 'Przepraszamy - trwa przerwa techniczna',
    tresc: 'Aktualnie prowadzone są prace techniczne',
    ponow: 'Spróbuj ponownie',
  },
  tabela: {
    wierszyNaStronie: 'Wierszy na stronie',
    zakres: '{{od}}–{{do}} z {{wszystkich}}',
    poprzednia: 'Poprzednia strona',
    nastepna: 'Następna strona',
    pierwsza: 'Pierwsza strona',
    ostatnia: 'Ostatnia strona',
  },
  // — konto: logowanie i rejestracja
  logowanie: {},
  rejestracja: {},
  hasla: {},
  kontoZewnetrzne: {},
  // — konto: panel, sesja, podmioty
  panel: {
    ograniczone: 'Ta usługa będzie dostępna po potwierdzeniu tożsamości. Szczegóły w panelu użytkownika.',
    witaj: 'Witamy w portalu',
    witajTresc:
      'To Twoje pierwsze logowanie. W panelu użytkownika sprawdzisz swoje dane, zmienisz hasło i ustawisz zgody na powiadomienia.',
  },
  sesja: {
    zakonczona: 'Sesja została zakończona',
    ostrzezenie: 'Sesja wkrótce się zakończy',
    ostrzezenieTresc:
      'Z powodu braku aktywności sesja zakończy się za niecałą minutę. Czy chcesz ją przedłużyć?',
    przedluz: 'Przedłuż sesję',
    wyloguj: 'Wyloguj',
  },
  podmioty: {
    brakDostepu: 'Wybrany podmiot nie ma dostępu do tej usługi',
  },
};

export default pl;
