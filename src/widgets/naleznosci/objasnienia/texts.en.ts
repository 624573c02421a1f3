const en = {
  objasnieniaNaleznosci: {
    karta: {
      termin: 'Dues card',
      opis: 'A list of what you pay the office for one thing in one year, e.g. property tax or the waste fee. Each card has its own bank account for payments.',
    },
    doZaplaty:
      'What is left to pay as of today, with interest and costs. Instalments already paid are not counted.',
    poTerminie: 'The part of the amount to pay whose due date has passed. Late-payment interest grows on it.',
    rataZbiorcza: {
      termin: 'Collective instalment',
      opis: 'One row of the table: the instalments of all the charges on the card that share a due date, e.g. an instalment of property tax and one of agricultural tax. You select and pay it as a whole.',
    },
    kwotaRaty:
      'The amount set in the decision or agreement. It stays in the table after payment, so you can see what it was.',
    razem:
      'What you have to pay today: principal, costs, interest and the extension fee. For a paid instalment the Total is 0,00 – nothing more to pay.',
    koszty: 'Costs of a reminder or of enforcement, added when the office had to remind you to pay.',
    odsetki: 'Late-payment interest, counted from the day after the due date until today.',
    prolongacyjna:
      'A fee for the office agreeing to defer the due date or to split arrears into instalments.',
    flagi: {
      U: 'The office sent a reminder – a letter about the arrears. Its cost is added to the instalment.',
      W: 'The office has called on you to pay the arrears.',
      R: 'The office agreed to split the arrears into instalments; you pay them by the new dates.',
      O: 'The office moved the due date; the new date applies.',
      T: 'The arrears were passed on for enforcement (enforcement title). You cannot pay this instalment in the portal – pay it to the enforcement authority.',
    },
  },
};

export default en;
