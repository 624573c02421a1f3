const de = {
  wyslijZgloszenie: {
    tytul: 'Meldung senden',
    punkt: 'Abnahmestelle',
    temat: 'Thema der Meldung',
    wybierz: '— auswählen —',
    tresc: 'Text der Meldung',
    podpowiedz:
      'Beschreiben Sie Einzelheiten, schlagen Sie einen Termin vor oder nennen Sie den Grund des Austauschs',
    telefon: 'Telefon für Rückfragen',
    telefonPodpowiedz: '9 Ziffern, z. B. 601234567',
    email: 'E-Mail für Rückfragen',
    wyslij: 'Meldung senden',
    wysylanie: 'Wird gesendet…',
    wyslano: 'Die Meldung wurde gesendet',
    blad: 'Beim Senden der Meldung ist ein Fehler aufgetreten',
    brakWodomierzy: 'Keine Wasserzähler',
    lista: 'Gesendete Meldungen',
    brakZgloszen: 'Keine gesendeten Meldungen',
    kolumny: {
      utworzono: 'Erstellt',
      temat: 'Thema',
      tresc: 'Text',
      stan: 'Zählerstand (m³)',
      obsluzono: 'Bearbeitet',
      uwagi: 'Anmerkungen',
    },
  },
};

export default de;
