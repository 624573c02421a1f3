const de = {
  formularz: {
    pozostaloZnakow_one: 'Noch {{count, liczba}} Zeichen',
    pozostaloZnakow_other: 'Noch {{count, liczba}} Zeichen',
  },
  walidacja: {
    peselBledny: 'ungültige PESEL-Nummer',
    hasloZaSlabe:
      'Das Passwort muss mindestens 8 Zeichen, Ziffern, Groß- und Kleinbuchstaben sowie ein Sonderzeichen enthalten',
    hasloPuste: 'Das Passwort darf nicht leer sein',
    uzupelnijHasla: 'Geben Sie die Passwörter ein',
    haslaMuszaSieZgadzac: 'Die Passwörter müssen übereinstimmen',
    emailPusty: 'Die E-Mail-Adresse darf nicht leer sein',
    emailBledny: 'Ungültiges E-Mail-Format',
    emailTakiSamJakAktualny: 'Die neue und die aktuelle E-Mail-Adresse sind gleich',
    emaileSieNieZgadzaja: 'Die E-Mail-Adressen stimmen nicht überein',
    dataBledna: 'Ungültiges Datum eingegeben',
    dataPrzyszla: 'Das Datum darf nicht in der Zukunft liegen',
    dataPrzed1900: 'Das Datum darf nicht vor 1900 liegen',
    pustePole: 'Leeres Feld',
    uzupelnijPole: 'Füllen Sie das Feld aus',
    niepoprawnyFormat: 'Ungültiges Format',
    kodTotpBledny: 'Ungültiger TOTP-Code',
    wymaganaZgoda: 'Zustimmung erforderlich',
    telefonBledny: 'Ungültiges Telefonnummernformat',
    stanMniejszyNizPoprzedni: 'Der Wert darf nicht kleiner als die vorherige Meldung sein',
    stanRownyPoprzedniemu: 'Der Wert muss größer als die vorherige Meldung sein',
    stanNiezgodnyZFormatem: 'Der Zählerstand entspricht nicht dem Zählerformat',
    zaDlugi: 'Zu viele Zeichen',
    kodPocztowyBledny: 'Ungültige Postleitzahl (erforderliches Format 00-000)',
  },
};

export default de;
