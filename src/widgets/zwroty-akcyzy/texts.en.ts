const en = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Excise refunds for diesel fuel',
    rok: 'Year',
    podpisZwroty: 'Excise duty refunds – {{rok}} (PLN)',
    brakZwrotow: 'No refunds',
    niewyplacono: 'not paid',
    kolumny: {
      numerDecyzji: 'Decision no.',
      dataWydaniaDecyzji: 'Decision date',
      kwotaZwrotu: 'Refund amount',
      pozostalyLimitZwrotuDoWykorzystania: 'Refund limit remaining',
      rocznyLimitZwrotu: 'Annual refund limit',
      kwotaWyplacona: 'Amount paid',
    },
  },
};

export default en;
