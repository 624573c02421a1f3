import type { Messages } from './index.ts';

const de: Messages = {
  wspolne: {
    ladowanie: 'Wird geladen…',
    brakDanych: 'Keine Daten vorhanden',
    pobierzPdf: 'PDF herunterladen',
    pobierzCsv: 'CSV herunterladen',
    pobieranie: 'Wird heruntergeladen…',
    zamknij: 'Schließen',
    ok: 'OK',
    tak: 'Ja',
    nie: 'Nein',
    wstrzymaj: 'Automatisches Schließen anhalten',
    wznow: 'Automatisches Schließen fortsetzen',
    razem: 'Summe',
    uslugaNiedostepna: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut',
    bladPobierania: 'Beim Abrufen der Daten von der API ist ein Fehler aufgetreten',
    bladPliku: 'Die Datei konnte nicht heruntergeladen werden. Bitte versuchen Sie es später erneut',
    bladWidzetu:
      'Dieses Element konnte nicht angezeigt werden. Laden Sie die Seite neu oder versuchen Sie es später.',
    bladKonfiguracji: 'Dieses Element ist falsch konfiguriert: {{szczegoly}}',
    ponow: 'Erneut versuchen',
    opuscicFormularz: 'Ihre Eingaben gehen verloren. Möchten Sie die Seite wirklich verlassen?',
  },
  przerwa: {
    tytul: 'Entschuldigung – Wartungsarbeiten',
    tresc: 'Derzeit werden technische Arbeiten durchgeführt',
    ponow: 'Erneut versuchen',
  },
  tabela: {
    wierszyNaStronie: 'Zeilen pro Seite',
    zakres: '{{od, liczba}}–{{do, liczba}} von {{wszystkich, liczba}}',
    poprzednia: 'Vorherige Seite',
    nastepna: 'Nächste Seite',
    pierwsza: 'Erste Seite',
    ostatnia: 'Letzte Seite',
    szczegoly: 'Details',
    pokazSzczegoly: 'Details anzeigen',
    ukryjSzczegoly: 'Details ausblenden',
  },
  lista: {
    nicNieWybrano: 'Nichts ausgewählt',
    wybrano_one: '{{count, liczba}} Eintrag ausgewählt',
    wybrano_other: '{{count, liczba}} Einträge ausgewählt',
  },
};

export default de;
