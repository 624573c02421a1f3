const de = {
  dokumentyKarty: {
    kod: {
      pokaz: 'In der Banking-App bezahlen (QR-Code)',
      instrukcja:
        'Scannen Sie den Code in Ihrer Banking-App (Zahlung per QR-Code) – die Überweisungsdaten werden selbst ausgefüllt.',
      alt: 'QR-Code einer Überweisung über {{kwota, pln}}, Verwendungszweck: {{tytul}}',
      dane: 'Überweisungsdaten',
      odbiorca: 'Empfänger',
      nip: 'Steuernummer (NIP) des Empfängers',
      rachunek: 'Kontonummer',
      kwota: 'Betrag',
      kwotaWartosc: '{{kwota, pln}}',
      tytul: 'Verwendungszweck',
      zaDuzo:
        'Der QR-Code der Banken fasst Beträge bis {{limit, pln}}. Geben Sie die Überweisungsdaten in der App oder auf der Website Ihrer Bank von Hand ein.',
      uwaga:
        'Die Raten werden als bezahlt markiert, sobald das Amt die Zahlung verbucht hat, in der Regel innerhalb von 5 Werktagen.',
      blad: 'Der Zahlungscode konnte nicht erstellt werden.',
    },
    kalendarz: 'Termine zum Kalender hinzufügen (.ics)',
    kalendarzOpis:
      'Eine Datei mit den Fälligkeiten der unbezahlten Raten dieser Karte, mit einer Erinnerung am Vortag und am Fälligkeitstag um 9:00.',
  },
};

export default de;
