const de = {
  dokumenty: {
    tytul: 'Dokumente zum Herunterladen',
    opisPliku: 'PDF, {{rozmiar}}',
    brakPliku: 'Datei nicht verfügbar',
    brak: 'Das Amt hat noch keine Dokumente veröffentlicht.',
  },
};

export default de;
