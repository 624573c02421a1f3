const de = {
  rejestracja: {
    tytul: 'Registrierung',
    wstep:
      'Legen Sie ein Konto an, um Dienste zu nutzen, die eines erfordern. Alle Felder sind Pflichtfelder.',
    sukces:
      'Das Konto wurde angelegt. Prüfen Sie Ihr E-Mail-Postfach und öffnen Sie den Aktivierungslink aus der Nachricht, um das Konto zu aktivieren.',
    doLogowania: 'Zur Anmeldung',
    maszKonto: 'Sie haben schon ein Konto? Anmelden',
    rodzaj: 'Ich registriere mich als',
    osoba: 'natürliche Person',
    instytucja: 'Institution',
    imie: 'Vorname',
    nazwisko: 'Nachname',
    pesel: 'PESEL-Nummer',
    nip: 'NIP (Steuernummer)',
    login: 'Benutzername',
    email: 'E-Mail-Adresse',
    powtorzEmail: 'E-Mail-Adresse wiederholen',
    haslo: 'Passwort',
    powtorzHaslo: 'Passwort wiederholen',
    noweHaslo: 'Neues Passwort',
    wymaganiaHasla: 'Mindestens 8 Zeichen, Ziffern, Groß- und Kleinbuchstaben sowie ein Sonderzeichen.',
    silaHasla: 'Passwortstärke',
    sila: {
      zaSlabe: 'zu schwach',
      slabe: 'schwach',
      dobre: 'gut',
      bardzoDobre: 'sehr gut',
    },
    zarejestruj: 'Registrieren',
    wyslij: 'Senden',
    resetTytul: 'Passwort vergessen',
    resetWstep:
      'Geben Sie den Benutzernamen und die E-Mail-Adresse Ihres Kontos ein. Wir senden einen Link zum Festlegen eines neuen Passworts.',
    resetWyslano:
      'Wenn die Angaben zu einem Konto passen, haben wir eine Nachricht mit einem Link zum Festlegen eines neuen Passworts an die E-Mail-Adresse gesendet.',
    linkTytul: 'Aktivierungslink erneut senden',
    linkWstep:
      'Geben Sie den Benutzernamen und die E-Mail-Adresse aus der Registrierung ein. Wir senden einen neuen Aktivierungslink.',
    linkWyslano:
      'Wenn die Angaben zu einem nicht aktivierten Konto passen, haben wir einen neuen Aktivierungslink an die E-Mail-Adresse gesendet.',
    noweHasloTytul: 'Passwort festlegen',
    ustawHaslo: 'Passwort festlegen',
    noweHasloUstawione: 'Das Passwort wurde festgelegt. Sie können sich jetzt anmelden.',
    brakLinku: 'Der Link ist unvollständig oder beschädigt. Öffnen Sie ihn erneut aus der E-Mail.',
    aktywacjaTytul: 'Kontoaktivierung',
    aktywowanie: 'Konto wird aktiviert…',
    aktywowano: 'Das Konto wurde aktiviert. Sie können sich jetzt anmelden.',
    potwierdzTytul: 'Daten bestätigen',
    potwierdzWstep:
      'So hat der Identitätsanbieter Sie übermittelt. Geben Sie eine E-Mail-Adresse für den Kontakt an und bestätigen Sie die Daten, um das Konto anzulegen.',
    brakDanych: 'Es gibt keine Daten zu bestätigen. Melden Sie sich erneut über den Identitätsanbieter an.',
    potwierdz: 'Daten bestätigen',
    potwierdzono: 'Die Daten wurden bestätigt. Sie sind angemeldet.',
  },
};

export default de;
