const en = {
  statusyRejestry: {
    tytul: 'Statuses and registers',
    widok: 'What do you want to see',
    statusy: 'STATUSES',
    rejestry: 'REGISTERS',
    tytulStatusy: 'Case statuses',
    rejestr: 'Register',
    brakStatusow: 'No cases to show',
    brakRejestrow: 'No registers to show',
    kolumny: {
      numerSprawy: 'Case reference',
      przedmiot: 'Subject of the case',
      dataZlozenia: 'Date submitted',
      status: 'Status',
      komorka: 'Department',
      numerWpisu: 'Entry number',
      dataWpisu: 'Date of entry',
      podmiot: 'Entity',
      opis: 'Description',
    },
  },
};

export default en;
