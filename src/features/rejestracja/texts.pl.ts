/** Texts of the registration and link elements in Polish (strength words: spec 01 §5); en, de, uk mirror them. */
const pl = {
  rejestracja: {
    tytul: 'Rejestracja',
    wstep: 'Załóż konto, aby korzystać z usług wymagających logowania. Wszystkie pola są wymagane.',
    sukces:
      'Konto zostało założone. Sprawdź skrzynkę e-mail i otwórz link aktywacyjny z wiadomości, aby aktywować konto.',
    doLogowania: 'Przejdź do logowania',
    maszKonto: 'Masz już konto? Zaloguj się',
    rodzaj: 'Rejestruję się jako',
    osoba: 'osoba fizyczna',
    instytucja: 'instytucja',
    imie: 'Imię',
    nazwisko: 'Nazwisko',
    pesel: 'Numer PESEL',
    nip: 'NIP',
    login: 'Login',
    email: 'Adres e-mail',
    powtorzEmail: 'Powtórz adres e-mail',
    haslo: 'Hasło',
    powtorzHaslo: 'Powtórz hasło',
    noweHaslo: 'Nowe hasło',
    wymaganiaHasla: 'Co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny.',
    silaHasla: 'Siła hasła',
    sila: {
      zaSlabe: 'za słabe',
      slabe: 'słabe',
      dobre: 'dobre',
      bardzoDobre: 'bardzo dobre',
    },
    zarejestruj: 'Zarejestruj się',
    wyslij: 'Wyślij',
    resetTytul: 'Przypomnienie hasła',
    resetWstep: 'Podaj login i adres e-mail konta. Wyślemy wiadomość z linkiem do ustawienia nowego hasła.',
    resetWyslano:
      'Jeśli podane dane pasują do konta, wysłaliśmy na adres e-mail wiadomość z linkiem do ustawienia nowego hasła.',
    linkTytul: 'Ponowne wysłanie linku aktywacyjnego',
    linkWstep: 'Podaj login i adres e-mail podane przy rejestracji. Wyślemy nowy link aktywacyjny.',
    linkWyslano:
      'Jeśli podane dane pasują do nieaktywnego konta, wysłaliśmy na adres e-mail nowy link aktywacyjny.',
    noweHasloTytul: 'Ustawienie hasła',
    ustawHaslo: 'Ustaw hasło',
    noweHasloUstawione: 'Hasło zostało ustawione. Możesz się zalogować.',
    brakLinku: 'Link jest niepełny lub uszkodzony. Otwórz go ponownie z wiadomości e-mail.',
    aktywacjaTytul: 'Aktywacja konta',
    aktywowanie: 'Aktywowanie konta…',
    aktywowano: 'Konto zostało aktywowane. Możesz się zalogować.',
    potwierdzTytul: 'Potwierdzenie danych',
    potwierdzWstep:
      'Tak przedstawił Cię dostawca tożsamości. Podaj adres e-mail do kontaktu i potwierdź dane, aby założyć konto.',
    brakDanych: 'Brak danych do potwierdzenia. Zaloguj się ponownie przez dostawcę tożsamości.',
    potwierdz: 'Potwierdź dane',
    potwierdzono: 'Dane zostały potwierdzone. Jesteś zalogowany.',
  },
};

export default pl;
