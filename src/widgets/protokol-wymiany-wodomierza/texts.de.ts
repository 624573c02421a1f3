const de = {
  protokolWymiany: {
    tytul: 'Protokoll des Wasserzählerwechsels',
    punkt: 'Abnahmestelle',
    wodomierz: 'Wasserzähler',
    zdjety: '{{numer}} (ausgebaut {{data}})',
    typ: 'Dateityp',
    pdf: 'Pdf',
    pdfZeZdjeciami: 'Pdf mit Fotos',
    pobierz: 'Protokoll herunterladen',
    pobrano: 'Datei {{nazwa}} heruntergeladen',
    brakPliku: 'Für den gewählten Wasserzähler gibt es keine Datei',
    bladSerwera: 'Interner Fehler des Dateiservers. Versuchen Sie es später erneut.',
    brakPunktow: 'Keine Abnahmestellen',
  },
};

export default de;
