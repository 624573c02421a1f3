const de = {
  zwrotyAkcyzy: {
    tytulZwroty: 'Erstattungen der Verbrauchsteuer auf Dieselkraftstoff',
    rok: 'Jahr',
    podpisZwroty: 'Verbrauchsteuererstattungen – {{rok}} (PLN)',
    brakZwrotow: 'Keine Erstattungen',
    niewyplacono: 'nicht ausgezahlt',
    kolumny: {
      numerDecyzji: 'Bescheidnr.',
      dataWydaniaDecyzji: 'Bescheid vom',
      kwotaZwrotu: 'Erstattungsbetrag',
      pozostalyLimitZwrotuDoWykorzystania: 'Verbleibendes Erstattungslimit',
      rocznyLimitZwrotu: 'Jährliches Erstattungslimit',
      kwotaWyplacona: 'Ausgezahlter Betrag',
    },
  },
};

export default de;
