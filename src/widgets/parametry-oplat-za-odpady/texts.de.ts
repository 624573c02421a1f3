const de = {
  parametryOdpadow: {
    tytul: 'Parameter der Abfallgebühren',
    widok: 'Parameter',
    typ: { aktualne: 'Aktuell', archiwalne: 'Archiviert' },
    podpis: {
      aktualne: 'Aktuelle Parameter der Abfallgebühren',
      archiwalne: 'Archivierte Parameter der Abfallgebühren',
    },
    pusto: 'Keine Parameter',
    nadalObowiazuje: 'gilt weiterhin',
    kolumny: {
      punktOdbioru: 'Abholstelle',
      parametr: 'Parameter',
      odDnia: 'Ab',
      doDnia: 'Bis',
      wartosc: 'Wert',
      jednostka: 'Einheit',
    },
  },
};

export default de;
