const en = {
  dokumentyKarty: {
    kod: {
      pokaz: 'Pay in your banking app (QR code)',
      instrukcja:
        'Scan the code in your banking app (QR code payment) – the transfer details fill themselves in.',
      alt: 'QR code of a transfer of {{kwota, pln}}, title: {{tytul}}',
      dane: 'Transfer details',
      odbiorca: 'Recipient',
      nip: 'Recipient’s tax ID (NIP)',
      rachunek: 'Account number',
      kwota: 'Amount',
      kwotaWartosc: '{{kwota, pln}}',
      tytul: 'Transfer title',
      zaDuzo:
        'The banks’ QR code carries amounts up to {{limit, pln}}. Enter the transfer details in your bank’s app or website by hand.',
      uwaga:
        'The instalments will be marked as paid once the office has posted the payment, usually within 5 working days.',
      blad: 'The payment code could not be prepared.',
    },
    kalendarz: 'Add the due dates to your calendar (.ics)',
    kalendarzOpis:
      'A file with the due dates of this card’s unpaid instalments, with a reminder the day before and on the day at 9:00.',
  },
};

export default en;
