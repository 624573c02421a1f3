/** Polish texts of the validation messages (spec texts verbatim); the keys are in messages.ts. */
const pl = {
  formularz: {
    pozostaloZnakow_one: 'Pozostał {{count, liczba}} znak',
    pozostaloZnakow_few: 'Pozostały {{count, liczba}} znaki',
    pozostaloZnakow_many: 'Pozostało {{count, liczba}} znaków',
    pozostaloZnakow_other: 'Pozostało {{count, liczba}} znaku',
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
    stanRownyPoprzedniemu: 'Wartość musi być większa niż poprzednie zgłoszenie',
    stanNiezgodnyZFormatem: 'Stan niezgodny z formatem licznika',
    zaDlugi: 'Przekroczono dopuszczalną liczbę znaków',
    kodPocztowyBledny: 'Niepoprawny kod pocztowy (wymagany format 00-000)',
  },
};

export default pl;
