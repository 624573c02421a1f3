const en = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Excise refunds for diesel fuel',
    tytulWnioski: 'Applications for excise refunds for diesel fuel',
    rok: 'Year',
    podpisZwroty: 'Excise duty refunds – {{rok}} (PLN)',
    podpisWnioski: 'Applications for excise duty refunds – {{rok}}',
    brakZwrotow: 'No refunds',
    brakWnioskow: 'No applications submitted',
    niewyplacono: 'not paid',
    naRachunek: 'transfer to a bank account',
    wKasie: 'payout at the office cash desk',
    kolumny: {
      sygnaturaWniosku: 'Application reference',
      dataZlozeniaWniosku: 'Filing date',
      powierzchniaUzytkowRolnych: 'Farmland area (ha)',
      iloscOleju: 'Fuel (l)',
      rocznyLimitZwrotu: 'Annual refund limit',
      rocznyLimitZwrotuZl: 'Annual refund limit (PLN)',
      wyplata: 'Payout',
      numerDecyzji: 'Decision no.',
      dataWydaniaDecyzji: 'Decision date',
      kwotaZwrotu: 'Refund amount',
      pozostalyLimitZwrotuDoWykorzystania: 'Refund limit remaining',
      kwotaWyplacona: 'Amount paid',
    },
  },
};

export default en;
