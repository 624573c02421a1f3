const de = {
  chronione: {
    ograniczone:
      'Dieser Dienst steht nach der Bestätigung Ihrer Identität zur Verfügung. Details im Benutzerbereich.',
    brakDostepu: 'Der gewählte Rechtsträger hat keinen Zugang zu diesem Dienst',
  },
  sesjaKonta: {
    zakonczona: 'Die Sitzung wurde beendet',
    ostrzezenie: 'Die Sitzung endet bald',
    ostrzezenieTresc:
      'Wegen Inaktivität endet die Sitzung in weniger als einer Minute. Möchten Sie sie verlängern?',
    przedluz: 'Sitzung verlängern',
    witaj: 'Willkommen im Portal',
    witajTresc:
      'Dies ist Ihre erste Anmeldung. Im Benutzerbereich prüfen Sie Ihre Daten, ändern Ihr Passwort und legen Ihre Einwilligungen für Benachrichtigungen fest.',
  },
};

export default de;
