const de = {
  listyWyborcze: {
    tytul: 'Prüfung im Wählerverzeichnis',
    wstep:
      'Wählen Sie den Wahltag und geben Sie eine PESEL-Nummer ein, um zu sehen, in welchem Wahlbezirk Sie im Wählerverzeichnis eingetragen sind.',
    dataWyborow: 'Wahltag',
    wybierzDate: '– Datum wählen –',
    pesel: 'PESEL-Nummer',
    sprawdz: 'Prüfen',
    brakWyborow: 'Derzeit finden keine Wahlen statt',
    brakWSpisie:
      'Eine Person mit dieser PESEL-Nummer ist für die gewählte Wahl nicht im Wählerverzeichnis eingetragen.',
    wynik: 'Ergebnis der Prüfung',
    obwod: 'Wahlbezirk Nr.',
    okreg: 'Wahlkreis Nr.',
    nrNaLiscie: 'Nummer im Wählerverzeichnis',
    adres: 'Adresse des Wahllokals',
    sprawdzanie: 'Wird geprüft…',
  },
};

export default de;
