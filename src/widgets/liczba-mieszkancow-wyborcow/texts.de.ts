const de = {
  liczbaMieszkancow: {
    tytul: 'Einwohner und Wahlberechtigte',
    stanNaDzien: 'Stand {{data}}',
    podpis: 'Einwohner und Wahlberechtigte nach Ortschaft, Stand {{data}}',
    kolumny: {
      nazwaMiejscowosci: 'Ortschaft',
      liczbaZameldowanStalych: 'Hauptwohnsitz',
      liczbaZameldowanCzasowych: 'Vorübergehender Wohnsitz',
      liczbaMieszkancow: 'Einwohner insgesamt',
      liczbaWyborcow: 'Wahlberechtigte',
    },
    razem: 'Summe',
  },
};

export default de;
