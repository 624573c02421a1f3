const en = {
  fakturyWoda: {
    tytul: 'Water invoices',
    punkt: 'Collection point',
    lata: 'Years',
    podpis: 'Water and sewage invoices – {{lata}}',
    umowa: 'Agreement no. {{numer}} of {{data}}',
    brak: 'No water invoices',
    brakPunktow: 'No water collection points',
    nieoplacona: 'unpaid',
    faktura: 'invoice {{numer}}',
    kolumny: {
      numerFaktury: 'Invoice number',
      dotyczy: 'Concerns',
      dataWystawienia: 'Issue date',
      dataZaplaty: 'Payment date',
      kwotaBrutto: 'Gross amount (PLN)',
      pdf: 'Invoice',
    },
  },
};

export default en;
