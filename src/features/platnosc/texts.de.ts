import type { TextsLike } from '../../core/i18n/index.ts';
import type pl from './texts.pl.ts';

const de: TextsLike<typeof pl> = {
  platnoscOnline: {
    zaplac: 'Bezahlen',
    przekierowanie: 'Weiter zur Zahlungsseite…',
    // the summary of the chosen instalments in the provider choice
    wybrano_one: '{{count, liczba}} Rate über {{kwota, pln}} ausgewählt',
    wybrano_other: '{{count, liczba}} Raten über insgesamt {{kwota, pln}} ausgewählt',
    brakOpcji: 'Es sind keine Zahlungsmöglichkeiten verfügbar.',
    wybor: {
      tytul: 'Zahlungsart wählen',
      legenda: 'Zahlungsart',
      prowizja: 'Provision: {{prowizja}}',
      prowizjaKwota: 'Provision: {{prowizja}} ({{kwota, pln}})',
      razem: 'Zu zahlen insgesamt: {{kwota, pln}}',
      przejdz: 'Weiter zur Zahlung',
      anuluj: 'Abbrechen',
    },
    dostawcy: { kir: 'Banküberweisung (KIR)', p24: 'Przelewy24' },
    juzZlecone: {
      tytul: 'Raten bereits beauftragt',
      tresc:
        'Für mindestens eine der gewählten Raten wurde inzwischen eine Zahlung beauftragt. Die Ratenliste wurde aktualisiert – prüfen Sie die Auswahl und versuchen Sie es erneut.',
    },
    blad: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.',
    anulowanie: {
      przycisk: 'Auftrag stornieren',
      tytul: 'Zahlungsauftrag stornieren?',
      pytanie:
        'Der Przelewy24-Zahlungsauftrag für diese Rate wird storniert, wenn der Zahlungsdienst keine Zahlung angenommen hat. Die Raten können dann sofort wieder zur Zahlung gewählt werden.',
      tak: 'Ja, Auftrag stornieren',
      nie: 'Zurück',
      trwa: 'Wird storniert…',
      ok: 'Der Auftrag wurde storniert. Die Raten können erneut zur Zahlung gewählt werden.',
      blad: 'Der Auftrag konnte nicht storniert werden. Bitte versuchen Sie es später erneut.',
      zamknij: 'Schließen',
    },
    wynik: {
      naglowek: 'Zahlungsergebnis',
      ok: 'Zahlung akzeptiert.',
      blad: 'Zahlung fehlgeschlagen.',
      weryfikacja: 'Die Zahlung wird geprüft.',
      sprawdzanie: 'Zahlungsstatus wird abgefragt…',
      ponawianie: 'Der Zahlungsstatus wird alle paar Sekunden erneut abgefragt.',
      dlugo:
        'Die Prüfung dauert länger als üblich. Den Zahlungsstatus zeigt der Verlauf der Online-Zahlungen.',
      info: 'Die Zahlung erscheint nach der Verbuchung bei Ihren Forderungen, meist innerhalb von 5 Werktagen.',
      zaksiegowana: 'Die Zahlung wurde verbucht, die Raten sind bezahlt.',
      wygasla:
        'Die Zahlung wurde nicht rechtzeitig abgeschlossen. Die Raten können erneut zur Zahlung gewählt werden.',
      niepotwierdzona:
        'Der Zahlungsdienst hat keine Zahlung bestätigt. Die Raten bleiben bis {{czas}} beauftragt – eine in dieser Zeit geleistete Zahlung wird angenommen, danach können die Raten erneut gewählt werden.',
      niepotwierdzonaP24:
        'Der Zahlungsdienst hat keine Zahlung bestätigt. Die Raten bleiben bis {{czas}} beauftragt – eine in dieser Zeit geleistete Zahlung wird angenommen, danach können die Raten erneut gewählt werden. Um sie früher zu wählen, nutzen Sie „Auftrag stornieren“ bei der Rate auf der Forderungskarte.',
      odrzucona: 'Die Raten können erneut zur Zahlung gewählt werden.',
      nieznana:
        'Dieser Browser-Tab kennt keine Zahlung. Den Stand Ihrer Zahlungen zeigt der Verlauf der Online-Zahlungen.',
      bezStanu:
        'Der Zahlungsstatus konnte nicht abgefragt werden. Sie finden ihn im Verlauf der Online-Zahlungen.',
      dane: 'Zahlungsdaten',
      tytul: 'Titel',
      kwota: 'Betrag',
      kwotaWartosc: '{{kwota, pln}}',
      dostawca: 'Zahlungsart',
      referencja: 'Referenznummer der Überweisung',
      historia: 'Verlauf der Online-Zahlungen',
      historiaUwaga:
        'Status und Einzelheiten der Zahlung finden Sie im Dienst „Verlauf der Online-Zahlungen“ des Bürgerportals.',
      wroc: 'Zurück zu den Forderungen',
      potwierdzenie: 'Zahlungsbestätigung herunterladen (PDF)',
    },
  },
};

export default de;
