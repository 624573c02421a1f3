const de = {
  logowanie: {
    tytul: 'Anmeldung',
    wstep: 'Melden Sie sich an, um Dienste zu nutzen, die ein Konto erfordern.',
    login: 'Benutzername',
    haslo: 'Passwort',
    zaloguj: 'Anmelden',
    logowanieTrwa: 'Anmeldung läuft…',
    captcha: 'Geben Sie den Text aus dem Bild ein',
    captchaObraz: 'Bild mit dem einzugebenden Text',
    nowyObraz: 'Anderes Bild',
    nieaktywne:
      'Das Konto ist nicht aktiv. Um sich anzumelden, aktivieren Sie es mit dem Link aus der E-Mail, die nach der Registrierung gesendet wurde.',
    wyslijLink: 'Aktivierungslink erneut senden',
    przypomnijHaslo: 'Passwort vergessen? Neues festlegen',
    zarejestruj: 'Noch kein Konto? Registrieren',
    wyslijLinkPonownie: 'Keinen Aktivierungslink erhalten? Erneut senden',
    innySposob: 'Sie können sich auch anmelden mit',
    wezelKrajowy: 'login.gov.pl (nationaler Knoten)',
    epuap: 'Vertrauensprofil (ePUAP)',
    totpTytul: 'Einmalcode',
    totpOpis:
      'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein und drücken Sie Enter oder die Leertaste.',
    totpKod: 'Einmalcode (TOTP)',
    potwierdz: 'Bestätigen',
    anuluj: 'Abbrechen',
    zalogowanyJako: 'Sie sind angemeldet als {{kto}}.',
    przejdzDoUslug: 'Zur Liste der Dienste',
    niepotwierdzone:
      'Ihre Identität ist noch nicht bestätigt, daher stehen nur einige Dienste zur Verfügung. Bestätigen Sie sie im Amt oder durch Anmeldung mit dem Vertrauensprofil oder login.gov.pl.',
    niezweryfikowane:
      'Das Amt hat Ihre Kontodaten noch nicht überprüft, daher stehen nur einige Dienste zur Verfügung. Lassen Sie sie im Amt überprüfen oder melden Sie sich mit dem Vertrauensprofil oder login.gov.pl an.',
    wymagaLogowania: 'Dieser Dienst ist nach der Anmeldung verfügbar.',
    zewnetrzne: 'Externe Anmeldung',
    zalogowano: 'Angemeldet.',
    brakTokenu: 'In der Adresse fehlen die Anmeldedaten. Bitte melden Sie sich erneut an.',
    bladZewnetrzny: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    doLogowania: 'Zur Anmeldung',
  },
  mojeKonto: {
    tytul: 'Mein Konto',
    imieNazwisko: 'Name',
    login: 'Benutzername',
    podmiot: 'Aktuelles Subjekt',
    brakPodmiotu: 'Kein Subjekt gewählt',
    osoba: 'natürliche Person',
    instytucja: 'Institution',
  },
};

export default de;
