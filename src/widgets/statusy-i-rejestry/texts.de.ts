const de = {
  statusyRejestry: {
    tytul: 'Status und Register',
    widok: 'Was möchten Sie sehen',
    statusy: 'STATUS',
    rejestry: 'REGISTER',
    tytulStatusy: 'Bearbeitungsstand der Vorgänge',
    rejestr: 'Register',
    brakStatusow: 'Keine Vorgänge vorhanden',
    brakRejestrow: 'Keine Register vorhanden',
    kolumny: {
      numerSprawy: 'Aktenzeichen',
      przedmiot: 'Gegenstand',
      dataZlozenia: 'Eingangsdatum',
      status: 'Status',
      komorka: 'Zuständige Abteilung',
      numerWpisu: 'Eintragsnummer',
      dataWpisu: 'Eintragsdatum',
      podmiot: 'Rechtsträger',
      opis: 'Beschreibung',
    },
  },
};

export default de;
