/** Texts of the logged-in session (warning, end, first login) in Polish; en, de and uk mirror the keys. */
const pl = {
  chronione: {
    ograniczone: 'Ta usługa będzie dostępna po potwierdzeniu tożsamości. Szczegóły w panelu użytkownika.',
    brakDostepu: 'Wybrany podmiot nie ma dostępu do tej usługi',
  },
  sesjaKonta: {
    wyloguj: 'Wyloguj',
    podmiot: 'Podmiot: {{nazwa}}',
    zakonczona: 'Sesja została zakończona',
    ostrzezenie: 'Sesja wkrótce się zakończy',
    ostrzezenieTresc:
      'Z powodu braku aktywności sesja zakończy się za niecałą minutę. Czy chcesz ją przedłużyć?',
    przedluz: 'Przedłuż sesję',
    witaj: 'Witamy w portalu',
    witajTresc:
      'To Twoje pierwsze logowanie. W panelu użytkownika sprawdzisz swoje dane, zmienisz hasło i ustawisz zgody na powiadomienia.',
  },
  // issue 12 item 3: the client's own words for every account code of the contract (src/core/api/konto.ts)
  bledyKonta: {
    k1001: 'Nieprawidłowy login lub hasło',
    k1009: 'Konto nie zostało aktywowane. Użyj linku aktywacyjnego z wiadomości e-mail.',
    k1010: 'Logowanie zablokowane po kilku nieudanych próbach. Spróbuj ponownie później.',
    k1011: 'Niepoprawna odpowiedź zabezpieczenia (tekst z obrazka lub wynik pytania)',
    k1012: 'Błędny kod TOTP',
    k1105: 'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
    k1502: 'Nowe hasło musi się różnić od dotychczasowego',
    k1511: 'Ten adres e-mail jest już używany przez inne konto',
    k1519: 'Podane hasło jest nieprawidłowe',
    k1601: 'Link jest nieprawidłowy, został już użyty lub wygasł',
    k1602: 'Ten login jest już zajęty. Wybierz inny.',
    k1603: 'Wymagana zgoda',
    k1604: 'Niedozwolony adres powrotu',
  },
};

export default pl;
