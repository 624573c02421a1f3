const en = {
  wnioskiOZwrotAkcyzy: {
    tytul: 'Applications for excise refunds for diesel fuel',
    rok: 'Year',
    podpis: 'Applications for excise duty refunds – {{rok}}',
    brak: 'No applications submitted',
    naRachunek: 'transfer to a bank account',
    wKasie: 'payout at the office cash desk',
    kolumny: {
      sygnaturaWniosku: 'Application reference',
      dataZlozeniaWniosku: 'Filing date',
      powierzchniaUzytkowRolnych: 'Farmland area (ha)',
      iloscOleju: 'Fuel (l)',
      rocznyLimitZwrotuZl: 'Annual refund limit (PLN)',
      wyplata: 'Payout',
    },
  },
};

export default en;
