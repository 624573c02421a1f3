const de = {
  odczytLicznikow: {
    tytul: 'Zählerablesungen',
    punkt: 'Abnahmestelle',
    liczniki: 'Wasserzähler',
    aktualny: 'aktuell',
    archiwalny: 'archiviert (ausgebaut {{data}})',
    podpis: 'Ablesungen der Wasserzähler {{liczniki}}',
    wykres: 'Wasserverbrauch der letzten {{n}} Ablesungen (m³)',
    brak: 'Keine Ablesungen',
    brakPunktow: 'Keine Wasserabnahmestellen',
    kolumny: {
      numerLicznika: 'Zählernummer',
      dataOdczytu: 'Ablesedatum',
      stanLicznika: 'Zählerstand (m³)',
      zuzycieLicznika: 'Verbrauch (m³)',
    },
  },
};

export default de;
