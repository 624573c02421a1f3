/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  stanWodomierzy: {
    tytul: 'Stan wodomierzy',
    podpis: 'Wodomierze',
    kolumny: {
      nrKarty: 'Numer karty',
      nrLicznika: 'Numer wodomierza',
      adres: 'Adres',
      stanLicznika: 'Aktualny stan (m³)',
      nowyStan: 'Nowy stan (m³)',
      historia: 'Poprzednie odczyty',
    },
    nowyStanEtykieta: 'Nowy stan wodomierza {{numer}}',
    formatCalkowity: 'Do {{calkowite}} cyfr, bez części dziesiętnej',
    format: 'Do {{calkowite}} cyfr, po kropce do {{dziesietne}}',
    pokaz: 'Pokaż',
    ukryj: 'Ukryj',
    pokazNazwa: 'Pokaż poprzednie odczyty wodomierza {{numer}}',
    ukryjNazwa: 'Ukryj poprzednie odczyty wodomierza {{numer}}',
    wyslij: 'Wyślij',
    wysylanie: 'Wysyłanie…',
    brak: 'Brak wodomierzy',
    brakHistorii: 'Brak poprzednich odczytów',
    potwierdzenieTytul: 'Czy wysłać zgłoszenie stanu wodomierza?',
    potwierdzenieWiersz: 'Wodomierz {{numer}}: nowy stan {{stan}} m³.',
    zuzycie: 'Zużycie od poprzedniego odczytu: {{zuzycie}} m³.',
    przekrecenie:
      'Nowy stan jest mniejszy od poprzedniego: wygląda na to, że licznik przekroczył {{max}} m³ i liczy od zera. Zużycie wyniesie wtedy {{zuzycie}} m³. Sprawdź, czy stan jest wpisany poprawnie.',
    nietypowe:
      'Zużycie {{zuzycie}} m³ jest ponad trzy razy większe niż zwykle (średnio {{srednia}} m³ między odczytami). Sprawdź, czy stan jest wpisany poprawnie.',
    tak: 'Wyślij',
    nie: 'Anuluj',
    nieWyslano:
      'Nie wysłano zgłoszenia. Sprawdź poprawność ilości miejsc całkowitych i dziesiętnych wprowadzanego stanu.',
    wpiszStan: 'Wpisz nowy stan co najmniej jednego wodomierza.',
    zapisano_one: 'Wysłano zgłoszenie stanu {{count}} wodomierza.',
    zapisano_few: 'Wysłano zgłoszenia stanu {{count}} wodomierzy.',
    zapisano_many: 'Wysłano zgłoszenia stanu {{count}} wodomierzy.',
    zapisano_other: 'Wysłano zgłoszenia stanu {{count}} wodomierza.',
    historia: {
      podpis: 'Poprzednie odczyty wodomierza {{numer}}',
      data: 'Data odczytu',
      stan: 'Stan (m³)',
      zuzycie: 'Zużycie (m³)',
      zrodlo: 'Odczyt',
      inkasent: 'inkasent',
      portal: 'zgłoszenie w portalu',
    },
  },
};

export default pl;
