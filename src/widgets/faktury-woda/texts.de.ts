const de = {
  fakturyWoda: {
    tytul: 'Wasserrechnungen',
    punkt: 'Abnahmestelle',
    lata: 'Jahre',
    podpis: 'Rechnungen für Wasser und Abwasser – {{lata}}',
    umowa: 'Vertrag Nr. {{numer}} vom {{data}}',
    brak: 'Keine Wasserrechnungen',
    brakPunktow: 'Keine Wasserabnahmestellen',
    nieoplacona: 'unbezahlt',
    faktura: 'Rechnung {{numer}}',
    kolumny: {
      numerFaktury: 'Rechnungsnummer',
      dotyczy: 'Betrifft',
      dataWystawienia: 'Ausstellungsdatum',
      dataZaplaty: 'Zahlungsdatum',
      kwotaBrutto: 'Bruttobetrag (PLN)',
      pdf: 'Rechnung',
    },
  },
};

export default de;
