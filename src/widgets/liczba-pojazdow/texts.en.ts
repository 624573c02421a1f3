const en = {
  liczbaPojazdow: {
    tytul: 'Vehicles by taxation method',
    data: 'Date of the count',
    podpowiedz: 'Format: dd.mm.yyyy, from 01.01.1900 to today',
    pokaz: 'Show',
    podpis: 'Vehicles by taxation method as of {{data}}',
    kolumny: { nazwaNormy: 'Norm', liczbaPojazdow: 'Number of vehicles' },
  },
};

export default en;
