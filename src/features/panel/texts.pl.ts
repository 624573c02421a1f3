/** Texts of the user panel in Polish: the product's own words (spec texts verbatim); en, de, uk mirror the keys. */
const pl = {
  panelUzytkownika: {
    tytul: 'Panel użytkownika',
    niezalogowany: 'Zaloguj się, aby zobaczyć panel użytkownika.',
    dane: 'Twoje dane',
    imie: 'Imię',
    nazwisko: 'Nazwisko',
    login: 'Login',
    email: 'E-mail',
    pesel: 'PESEL',
    nip: 'NIP',
    brak: '—',
    niepotwierdzone:
      'Twoje konto jest niepotwierdzone. Potwierdź swoją tożsamość w urzędzie, profilem zaufanym lub przez węzeł krajowy, aby korzystać ze wszystkich usług.',
    niezweryfikowane:
      'Twoje dane nie zostały jeszcze zweryfikowane przez urząd. Potwierdź tożsamość w urzędzie lub profilem zaufanym, aby korzystać ze wszystkich usług.',
    akcje: 'Ustawienia konta',
    zmienEmail: 'Zmień e-mail',
    zmienHaslo: 'Zmień hasło',
    zgody: 'Zgody na powiadomienia',
    daneKorespondencyjne: 'Dane korespondencyjne',
    daneKorespondencyjneTresc:
      'Korespondencję urząd wysyła na adres z ewidencji. Aby go zmienić, skontaktuj się z urzędem.',
    usunKonto: 'Usuń konto',
    usunKontoPytanie: 'Czy na pewno chcesz usunąć konto? Tej operacji nie można cofnąć.',
    kontoUsuniete: 'Konto zostało usunięte',
    usunKontoHaslo: 'Aby usunąć konto, podaj swoje hasło.',
    wylaczDwaEtapyPytanie: 'Wyłączyć logowanie dwuetapowe?',
    wylaczDwaEtapyTresc: 'Potwierdź hasłem albo aktualnym kodem z aplikacji uwierzytelniającej.',
    hasloLubKod: 'Hasło lub kod z aplikacji',
    wylacz: 'Wyłącz',
    bladZapisu: 'Wystąpił błąd podczas zapisu',
    zapisano: 'Zmiany zostały zapisane',
    zapisz: 'Zapisz',
    anuluj: 'Anuluj',
    zapisywanie: 'Zapisywanie…',
    // zgody
    zgodyTresc: 'Wybierz, jak urząd może powiadamiać Cię o terminach płatności i sprawach.',
    zgodyPrzypomnienia:
      'Przypomnienia o terminach płatności: 7 dni przed terminem i w dniu terminu, e-mailem lub SMS-em – według zgód poniżej. Odznacz zgodę, aby przestać je otrzymywać. Przypomnienie nigdy nie zawiera linku ani numeru konta.',
    zgodaEmail: 'Zgoda na powiadomienia e-mail',
    zgodaSms: 'Zgoda na powiadomienia SMS',
    emailPowiadomien: 'Adres e-mail do powiadomień',
    telefon: 'Numer telefonu (9 cyfr)',
    // zmiana e-mail
    aktualnyEmail: 'Aktualny e-mail',
    nowyEmail: 'Nowy e-mail',
    powtorzEmail: 'Powtórz nowy e-mail',
    haslo: 'Hasło',
    emailZmieniony: 'Adres e-mail został zmieniony',
    // zmiana hasła
    stareHaslo: 'Aktualne hasło',
    noweHaslo: 'Nowe hasło',
    powtorzHaslo: 'Powtórz nowe hasło',
    hasloZmienione: 'Hasło zostało zmienione',
    pokaz: 'Pokaż hasła',
    // 2FA
    dwaEtapy: 'Logowanie dwuetapowe',
    dwaEtapyTresc:
      'Przy logowaniu poza hasłem podasz jednorazowy kod z aplikacji uwierzytelniającej (np. Google Authenticator, Aegis).',
    dwaEtapyWlacz: 'Włącz logowanie dwuetapowe',
    dwaEtapyKod: 'Zeskanuj kod QR w aplikacji lub wpisz w niej klucz:',
    kodQr: 'Kod QR do aplikacji uwierzytelniającej',
    klucz: 'Klucz',
    totpTytul: 'Potwierdź kodem z aplikacji',
    totpKod: 'Kod z aplikacji (6 cyfr)',
    potwierdz: 'Potwierdź',
    dwaEtapyWlaczone: 'Logowanie dwuetapowe jest włączone',
    dwaEtapyWylaczone: 'Logowanie dwuetapowe jest wyłączone',
  },
};

export default pl;
