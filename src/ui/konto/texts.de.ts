const de = {
  chronione: {
    ograniczone:
      'Dieser Dienst steht nach der Bestätigung Ihrer Identität zur Verfügung. Details im Benutzerbereich.',
    brakDostepu: 'Der gewählte Rechtsträger hat keinen Zugang zu diesem Dienst',
  },
  sesjaKonta: {
    wyloguj: 'Abmelden',
    podmiot: 'Handeln für: {{nazwa}}',
    zakonczona: 'Die Sitzung wurde beendet',
    ostrzezenie: 'Die Sitzung endet bald',
    ostrzezenieTresc:
      'Wegen Inaktivität endet die Sitzung in weniger als einer Minute. Möchten Sie sie verlängern?',
    przedluz: 'Sitzung verlängern',
    witaj: 'Willkommen im Portal',
    witajTresc:
      'Dies ist Ihre erste Anmeldung. Im Benutzerbereich prüfen Sie Ihre Daten, ändern Ihr Passwort und legen Ihre Einwilligungen für Benachrichtigungen fest.',
  },
  // issue 12 item 3: the client's own words for every account code of the contract (src/core/api/konto.ts)
  bledyKonta: {
    k1001: 'Falscher Benutzername oder falsches Passwort',
    k1009: 'Das Konto wurde nicht aktiviert. Verwenden Sie den Aktivierungslink aus der E-Mail.',
    k1010: 'Anmeldung nach mehreren Fehlversuchen gesperrt. Versuchen Sie es später erneut.',
    k1011: 'Falsche Sicherheitsantwort (Text im Bild oder Ergebnis der Frage)',
    k1012: 'Falscher TOTP-Code',
    k1105:
      'Das Passwort muss mindestens 8 Zeichen, Ziffern, Groß- und Kleinbuchstaben und ein Sonderzeichen enthalten',
    k1502: 'Das neue Passwort muss sich vom bisherigen unterscheiden',
    k1511: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet',
    k1519: 'Das angegebene Passwort ist falsch',
    k1601: 'Der Link ist ungültig, wurde bereits verwendet oder ist abgelaufen',
    k1602: 'Dieser Benutzername ist bereits vergeben. Wählen Sie einen anderen.',
    k1603: 'Zustimmung erforderlich',
    k1604: 'Unzulässige Rücksprungadresse',
  },
};

export default de;
