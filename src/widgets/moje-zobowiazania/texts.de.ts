import type { TextsLike } from '../../core/i18n/index.ts';
import type pl from './texts.pl.ts';

const de: TextsLike<typeof pl> = {
  zobowiazania: {
    tytul: 'Meine Verbindlichkeiten',
    wstep:
      'Alle unbezahlten Raten aller Ihrer Forderungskarten. Wählen Sie die Raten aus, die Sie bezahlen möchten – auch von mehreren Karten – und bezahlen Sie sie mit einer Überweisung.',
    sumy: {
      etykieta: 'Übersicht der Verbindlichkeiten',
      zaleglosci: 'Rückstände',
      doKoncaRoku: 'Bis Jahresende zu zahlen',
      kwota: '{{kwota, pln}}',
      stanNa: 'Beträge mit Zinsen zum {{dzien}}.',
    },
    grupy: {
      PO_TERMINIE: 'Überfällig',
      W_30_DNI: 'Innerhalb von 30 Tagen',
      W_TYM_ROKU: 'Später in diesem Jahr',
      POZNIEJ: 'In den folgenden Jahren',
    },
    grupaOpis_one: '{{count, liczba}} Rate über {{kwota, pln}}',
    grupaOpis_other: '{{count, liczba}} Raten über insgesamt {{kwota, pln}}',
    podpis: 'Raten – {{grupa}}',
    pustaGrupa: 'Keine Raten in dieser Gruppe.',
    brak: 'Sie haben keine unbezahlten Raten.',
    kolumny: {
      wybor: 'Auswahl',
      karta: 'Karte',
      rodzaj: 'Art der Forderung',
      rata: 'Rate',
      termin: 'Zahlungstermin',
      kwota: 'Zu zahlender Betrag',
      stan: 'Status',
    },
    rodzaje: {
      PODATKI_GMINNE: 'Gemeindesteuern',
      SRODKI_TRANSPORTU: 'Steuer für Verkehrsmittel',
      OPLATY_LOKALNE: 'Lokale Gebühren',
      OPLATY_PSY: 'Hundehaltungsgebühr',
      WODA_SCIEKI: 'Wasser und Abwasser',
      ODPADY: 'Bewirtschaftung von Siedlungsabfällen',
    },
    nrRaty: {
      CALOSC: 'Gesamtbetrag',
      ZALEGLOSC: 'Rückstand',
      ANULOWANA: 'storniert',
      rata: 'Rate {{nr}}',
    },
    otworz: 'Details der Karte {{symbol}}',
    zaznacz: 'Auswählen: Karte {{symbol}}, {{rata}}, fällig am {{termin}}',
    poTerminie: 'überfällig',
    stany: {
      doZaplaty: 'Zu zahlen – online bezahlbar',
      zlecona: 'Zahlung beauftragt ({{dostawca}}) – wartet auf Bestätigung',
      tytul:
        'Nicht online bezahlbar: Ein Vollstreckungstitel wurde ausgestellt – Zahlung an die Vollstreckungsbehörde',
    },
    dostawcy: { kir: 'Banküberweisung KIR', p24: 'Przelewy24' },
    wybrano_one: '{{count, liczba}} Rate über {{kwota, pln}} ausgewählt',
    wybrano_other: '{{count, liczba}} Raten über insgesamt {{kwota, pln}} ausgewählt',
    kalendarz: 'Termine zum Kalender hinzufügen (.ics)',
    kalendarzOpis:
      'Eine Datei mit den Fälligkeiten aller unbezahlten Raten, mit einer Erinnerung am Vortag und am Fälligkeitstag um 9:00.',
    nicNieWybrano:
      'Keine Rate ausgewählt. Wählen Sie die Raten aus, die Sie mit einer Überweisung bezahlen möchten.',
    zaplac: 'Bezahlen',
    wroc: 'Zurück zu meinen Verbindlichkeiten',
  },
};

export default de;
