const de = {
  wykazPojazdow: {
    tytul: 'Fahrzeugliste',
    podpis: 'Fahrzeuge in der Erklärung für {{rok}}',
    brak: 'Keine Fahrzeuge in der Erklärung für dieses Jahr',
    kolumny: { nrRejestracyjny: 'Kennzeichen', marka: 'Marke', nazwaStawki: 'Steuersatz' },
  },
};

export default de;
