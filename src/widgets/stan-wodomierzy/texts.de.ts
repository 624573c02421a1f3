const de = {
  stanWodomierzy: {
    tytul: 'Wasserzählerstände',
    podpis: 'Wasserzähler',
    kolumny: {
      nrKarty: 'Kartennummer',
      nrLicznika: 'Zählernummer',
      adres: 'Adresse',
      stanLicznika: 'Aktueller Stand (m³)',
      nowyStan: 'Neuer Stand (m³)',
      historia: 'Frühere Ablesungen',
    },
    nowyStanEtykieta: 'Neuer Stand des Wasserzählers {{numer}}',
    formatCalkowity: 'Bis zu {{calkowite}} Ziffern, ohne Nachkommastellen',
    format: 'Bis zu {{calkowite}} Ziffern, nach dem Punkt bis zu {{dziesietne}}',
    pokaz: 'Anzeigen',
    ukryj: 'Ausblenden',
    pokazNazwa: 'Anzeigen: frühere Ablesungen des Wasserzählers {{numer}}',
    ukryjNazwa: 'Ausblenden: frühere Ablesungen des Wasserzählers {{numer}}',
    wyslij: 'Senden',
    wysylanie: 'Wird gesendet…',
    brak: 'Keine Wasserzähler',
    brakHistorii: 'Keine früheren Ablesungen',
    potwierdzenieTytul: 'Zählerstand senden?',
    potwierdzenieWiersz: 'Wasserzähler {{numer}}: neuer Stand {{stan}} m³.',
    zuzycie: 'Verbrauch seit der letzten Ablesung: {{zuzycie}} m³.',
    przekrecenie:
      'Der neue Stand ist kleiner als der vorherige: Der Zähler scheint {{max}} m³ überschritten zu haben und zählt von null. Der Verbrauch betrüge dann {{zuzycie}} m³. Prüfen Sie, ob der Stand richtig eingegeben ist.',
    nietypowe:
      'Der Verbrauch von {{zuzycie}} m³ ist mehr als dreimal so hoch wie üblich (im Mittel {{srednia}} m³ zwischen Ablesungen). Prüfen Sie, ob der Stand richtig eingegeben ist.',
    tak: 'Senden',
    nie: 'Abbrechen',
    nieWyslano:
      'Die Meldung wurde nicht gesendet. Prüfen Sie die Zahl der ganzen und der Nachkommastellen des eingegebenen Stands.',
    wpiszStan: 'Geben Sie den neuen Stand mindestens eines Wasserzählers ein.',
    zapisano_one: 'Der Stand von {{count}} Wasserzähler wurde gesendet.',
    zapisano_other: 'Die Stände von {{count}} Wasserzählern wurden gesendet.',
    historia: {
      podpis: 'Frühere Ablesungen des Wasserzählers {{numer}}',
      data: 'Ablesedatum',
      stan: 'Stand (m³)',
      zuzycie: 'Verbrauch (m³)',
      zrodlo: 'Abgelesen von',
      inkasent: 'Ableser',
      portal: 'Meldung im Portal',
    },
  },
};

export default de;
