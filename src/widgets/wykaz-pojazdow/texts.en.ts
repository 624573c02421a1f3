const en = {
  wykazPojazdow: {
    tytul: 'Vehicle list',
    podpis: 'Vehicles in the declaration for {{rok}}',
    brak: 'No vehicles in the declaration for this year',
    kolumny: { nrRejestracyjny: 'Registration number', marka: 'Make', nazwaStawki: 'Rate' },
  },
};

export default en;
