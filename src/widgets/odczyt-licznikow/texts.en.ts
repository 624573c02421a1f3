const en = {
  odczytLicznikow: {
    tytul: 'Meter readings',
    punkt: 'Collection point',
    liczniki: 'Water meters',
    aktualny: 'current',
    archiwalny: 'archival (removed {{data}})',
    podpis: 'Readings of water meters {{liczniki}}',
    wykres: 'water consumption in the last {{n}} readings (m³)',
    brak: 'No readings',
    brakPunktow: 'No water collection points',
    kolumny: {
      numerLicznika: 'Meter number',
      dataOdczytu: 'Reading date',
      stanLicznika: 'Meter reading (m³)',
      zuzycieLicznika: 'Consumption (m³)',
    },
  },
};

export default en;
