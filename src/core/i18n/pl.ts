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
  przerwa: {
    tytul: 'Przepraszamy - trwa przerwa techniczna',
    tresc: 'Aktualnie prowadzone są prace techniczne',
    ponow: 'Spróbuj ponownie',
  },
  tabela: {
    wierszyNaStronie: 'Wierszy na stronie',
    zakres: '{{od, liczba}}–{{do, liczba}} z {{wszystkich, liczba}}',
    poprzednia: 'Poprzednia strona',
    nastepna: 'Następna strona',
    pierwsza: 'Pierwsza strona',
    ostatnia: 'Ostatnia strona',
    szczegoly: 'Szczegóły',
    pokazSzczegoly: 'Pokaż szczegóły',
    ukryjSzczegoly: 'Ukryj szczegóły',
  },
  lista: {
    nicNieWybrano: 'Nic nie wybrano',
    wybrano_one: 'Wybrano {{count, liczba}} pozycję',
    wybrano_few: 'Wybrano {{count, liczba}} pozycje',
    wybrano_many: 'Wybrano {{count, liczba}} pozycji',
    wybrano_other: 'Wybrano {{count, liczba}} pozycji',
  },
};

export default pl;
