const de = {
  budzet: {
    tytulDochody: 'Haushaltseinnahmen',
    tytulWydatki: 'Haushaltsausgaben',
    rok: 'Haushaltsjahr',
    brakDochodow: 'Keine Daten zu den Haushaltseinnahmen',
    brakWydatkow: 'Keine Daten zu den Haushaltsausgaben',
    kolumny: {
      rozdzial: 'Kapitel',
      paragraf: 'Paragraf',
      nazwaPozycji: 'Position',
      planPoZmianach: 'Geänderter Plan',
      naleznosci: 'Forderungen',
      dochodyOtrzymane: 'Erhaltene Einnahmen',
      dochodyWykonane: 'Ausgeführte Einnahmen',
      wydatki: 'Ausgaben',
      zobowiazania: 'Verbindlichkeiten',
      koszty: 'Kosten',
      zaangazowanie: 'Mittelbindung',
    },
  },
};

export default de;
