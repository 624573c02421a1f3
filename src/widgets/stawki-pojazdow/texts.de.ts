const de = {
  stawkiPojazdow: {
    tytul: 'Steuersätze für Verkehrsmittel',
    rok: 'Jahr',
    podpis: 'Steuersätze für Verkehrsmittel – {{rok}} (PLN)',
    kolumny: {
      nazwaStawki: 'Steuersatz',
      stawkaRoczna: 'Jahressatz der Gemeinde',
      stawkaRocznaMax: 'Höchstsatz laut Bekanntmachung des Finanzministers',
      kwotaObnizeniaStawki: 'Betrag der Ermäßigung',
    },
  },
};

export default de;
