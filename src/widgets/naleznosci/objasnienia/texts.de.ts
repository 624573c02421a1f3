const de = {
  objasnieniaNaleznosci: {
    karta: {
      termin: 'Forderungskarte',
      opis: 'Eine Übersicht dessen, was Sie dem Amt für eine Sache in einem Jahr zahlen, z. B. Grundsteuer oder Abfallgebühr. Jede Karte hat ein eigenes Bankkonto für Zahlungen.',
    },
    doZaplaty:
      'Was heute noch zu zahlen ist, mit Zinsen und Kosten. Bereits bezahlte Raten sind nicht mitgezählt.',
    poTerminie:
      'Der Teil des zu zahlenden Betrags, dessen Fälligkeit schon vorbei ist. Darauf laufen Verzugszinsen.',
    rataZbiorcza: {
      termin: 'Sammelrate',
      opis: 'Eine Zeile der Tabelle: die Raten aller Abgaben der Karte mit demselben Fälligkeitstag, z. B. eine Rate Grundsteuer und eine Rate Agrarsteuer. Sie wählen und zahlen sie als Ganzes.',
    },
    kwotaRaty:
      'Der im Bescheid oder Vertrag festgesetzte Betrag. Er bleibt nach der Zahlung in der Tabelle, damit man sieht, wie hoch er war.',
    razem:
      'Was heute zu zahlen ist: Hauptbetrag, Kosten, Zinsen und Prolongationsgebühr. Bei einer bezahlten Rate ist die Summe 0,00 – es ist nichts mehr zu zahlen.',
    koszty:
      'Kosten einer Mahnung oder Vollstreckung, hinzugerechnet, wenn das Amt an die Zahlung erinnern musste.',
    odsetki: 'Verzugszinsen, gerechnet vom Tag nach der Fälligkeit bis heute.',
    prolongacyjna:
      'Eine Gebühr dafür, dass das Amt die Frist verschoben oder Rückstände in Raten aufgeteilt hat.',
    flagi: {
      U: 'Das Amt hat eine Mahnung geschickt – ein Schreiben zum Rückstand. Ihre Kosten sind der Rate hinzugerechnet.',
      W: 'Das Amt hat Sie zur Zahlung des Rückstands aufgefordert.',
      R: 'Das Amt hat einer Ratenzahlung des Rückstands zugestimmt; Sie zahlen zu den neuen Terminen.',
      O: 'Das Amt hat die Fälligkeit verschoben; es gilt der neue Termin.',
      T: 'Der Rückstand wurde zur Vollstreckung abgegeben (Vollstreckungstitel). Diese Rate können Sie nicht im Portal zahlen – zahlen Sie sie an die Vollstreckungsbehörde.',
    },
  },
};

export default de;
