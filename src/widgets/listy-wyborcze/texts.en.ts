const en = {
  listyWyborcze: {
    tytul: 'Check the electoral register',
    wstep:
      'Choose the election date and enter a PESEL number to see in which polling district you are on the electoral register.',
    dataWyborow: 'Election date',
    wybierzDate: '– choose a date –',
    pesel: 'PESEL number',
    sprawdz: 'Check',
    brakWyborow: 'There are no elections at the moment',
    brakWSpisie: 'No person with this PESEL number is on the electoral register for the chosen election.',
    wynik: 'Result of the check',
    obwod: 'Polling district no.',
    okreg: 'Electoral constituency no.',
    nrNaLiscie: 'Number on the electoral register',
    adres: 'Polling station address',
    sprawdzanie: 'Checking…',
  },
};

export default en;
