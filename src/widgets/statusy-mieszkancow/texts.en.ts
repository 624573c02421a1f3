const en = {
  statusyMieszkancow: {
    tytul: 'Resident statuses',
    kolumny: {
      opisStatusu: 'Status',
      liczbaMieszkancow: 'Number of residents',
    },
    razem: 'Total (all statuses)',
  },
};

export default en;
