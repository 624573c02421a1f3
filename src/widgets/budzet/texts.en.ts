const en = {
  budzet: {
    tytulDochody: 'Budget income',
    tytulWydatki: 'Budget expenditure',
    rok: 'Budget year',
    brakDochodow: 'No budget income data',
    brakWydatkow: 'No budget expenditure data',
    kolumny: {
      rozdzial: 'Chapter',
      paragraf: 'Paragraph',
      nazwaPozycji: 'Item',
      planPoZmianach: 'Revised plan',
      naleznosci: 'Receivables',
      dochodyOtrzymane: 'Income received',
      dochodyWykonane: 'Income executed',
      wydatki: 'Expenditure',
      zobowiazania: 'Liabilities',
      koszty: 'Costs',
      zaangazowanie: 'Commitments',
    },
  },
};

export default en;
