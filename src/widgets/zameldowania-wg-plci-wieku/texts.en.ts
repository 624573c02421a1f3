const en = {
  zameldowania: {
    tytul: 'Registered residents by sex and age',
    stale: 'Permanent residence',
    czasowe: 'Temporary residence',
    rodzaj: 'Type of registration',
    plec: 'Sex',
    kobiety: 'Women',
    mezczyzni: 'Men',
    oboje: 'Both sexes',
    ponizej18: 'Under 18',
    od18: '18 and over',
    razem: 'Total',
  },
};

export default en;
