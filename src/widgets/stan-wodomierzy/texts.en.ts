const en = {
  stanWodomierzy: {
    tytul: 'Water meter readings',
    podpis: 'Water meters',
    kolumny: {
      nrKarty: 'Card number',
      nrLicznika: 'Meter number',
      adres: 'Address',
      stanLicznika: 'Current reading (m³)',
      nowyStan: 'New reading (m³)',
      historia: 'Earlier readings',
    },
    nowyStanEtykieta: 'New reading of water meter {{numer}}',
    formatCalkowity: 'Up to {{calkowite}} digits, no decimal part',
    format: 'Up to {{calkowite}} digits, up to {{dziesietne}} after the dot',
    pokaz: 'Show',
    ukryj: 'Hide',
    pokazNazwa: 'Show earlier readings of water meter {{numer}}',
    ukryjNazwa: 'Hide earlier readings of water meter {{numer}}',
    wyslij: 'Send',
    wysylanie: 'Sending…',
    brak: 'No water meters',
    brakHistorii: 'No earlier readings',
    potwierdzenieTytul: 'Send the water meter reading?',
    potwierdzenieWiersz: 'Water meter {{numer}}: new reading {{stan}} m³.',
    zuzycie: 'Consumption since the previous reading: {{zuzycie}} m³.',
    przekrecenie:
      'The new reading is lower than the previous one: the meter seems to have passed {{max}} m³ and started again from zero. The consumption would then be {{zuzycie}} m³. Check that the reading is entered correctly.',
    nietypowe:
      'The consumption of {{zuzycie}} m³ is more than three times the usual (on average {{srednia}} m³ between readings). Check that the reading is entered correctly.',
    tak: 'Send',
    nie: 'Cancel',
    nieWyslano:
      'The report was not sent. Check the number of whole and decimal digits of the reading entered.',
    wpiszStan: 'Enter the new reading of at least one water meter.',
    zapisano_one: 'The reading of {{count}} water meter was sent.',
    zapisano_other: 'The readings of {{count}} water meters were sent.',
    historia: {
      podpis: 'Earlier readings of water meter {{numer}}',
      data: 'Reading date',
      stan: 'Reading (m³)',
      zuzycie: 'Consumption (m³)',
      zrodlo: 'Read by',
      inkasent: 'meter reader',
      portal: 'report in the portal',
    },
  },
};

export default en;
