const de = {
  zameldowania: {
    tytul: 'Gemeldete Einwohner nach Geschlecht und Alter',
    stale: 'Hauptwohnsitz',
    czasowe: 'Vorübergehender Wohnsitz',
    rodzaj: 'Art der Meldung',
    plec: 'Geschlecht',
    kobiety: 'Frauen',
    mezczyzni: 'Männer',
    oboje: 'Beide Geschlechter',
    ponizej18: 'Unter 18 Jahren',
    od18: 'Ab 18 Jahren',
    razem: 'Summe',
  },
};

export default de;
