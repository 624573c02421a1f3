const en = {
  wyslijZgloszenie: {
    tytul: 'Send a request',
    punkt: 'Collection point',
    temat: 'Request topic',
    wybierz: '— choose —',
    tresc: 'Request text',
    podpowiedz: 'Describe the details, propose a date or give the reason for the replacement',
    telefon: 'Contact phone',
    telefonPodpowiedz: '9 digits, e.g. 601234567',
    email: 'Contact e-mail',
    wyslij: 'Send request',
    wysylanie: 'Sending…',
    wyslano: 'The request has been sent',
    blad: 'An error occurred while sending the request',
    brakWodomierzy: 'No water meters',
    lista: 'Sent requests',
    brakZgloszen: 'No requests sent',
    kolumny: {
      utworzono: 'Created',
      temat: 'Topic',
      tresc: 'Text',
      stan: 'Meter reading (m³)',
      obsluzono: 'Handled',
      uwagi: 'Remarks',
    },
  },
};

export default en;
