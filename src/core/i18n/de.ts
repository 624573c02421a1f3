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
  walidacja: {
    peselBledny: 'ungültige PESEL-Nummer',
    hasloZaSlabe:
      'Das Passwort muss mindestens 8 Zeichen, Ziffern, Groß- und Kleinbuchstaben sowie ein Sonderzeichen enthalten',
    hasloPuste: 'Das Passwort darf nicht leer sein',
    uzupelnijHasla: 'Geben Sie die Passwörter ein',
    haslaMuszaSieZgadzac: 'Die Passwörter müssen übereinstimmen',
    emailPusty: 'Die E-Mail-Adresse darf nicht leer sein',
    emailBledny: 'Ungültiges E-Mail-Format',
    emailTakiSamJakAktualny: 'Die neue und die aktuelle E-Mail-Adresse sind gleich',
    emaileSieNieZgadzaja: 'Die E-Mail-Adressen stimmen nicht überein',
    dataBledna: 'Ungültiges Datum eingegeben',
    dataPrzyszla: 'Das Datum darf nicht in der Zukunft liegen',
    dataPrzed1900: 'Das Datum darf nicht vor 1900 liegen',
    pustePole: 'Leeres Feld',
    uzupelnijPole: 'Füllen Sie das Feld aus',
    niepoprawnyFormat: 'Ungültiges Format',
    kodTotpBledny: 'Ungültiger TOTP-Code',
    wymaganaZgoda: 'Zustimmung erforderlich',
    telefonBledny: 'Ungültiges Telefonnummernformat',
    stanMniejszyNizPoprzedni: 'Der Wert darf nicht kleiner als die vorherige Meldung sein',
    stanNiezgodnyZFormatem: 'Der Zählerstand entspricht nicht dem Zählerformat',
  },
  przerwa: {
    tytul: 'Entschuldigung – Wartungsarbeiten',
    tresc: 'Derzeit werden technische Arbeiten durchgeführt',
    ponow: 'Erneut versuchen',
  },
  tabela: {
    wierszyNaStronie: 'Zeilen pro Seite',
    zakres: '{{od}}–{{do}} von {{wszystkich}}',
    poprzednia: 'Vorherige Seite',
    nastepna: 'Nächste Seite',
    pierwsza: 'Erste Seite',
    ostatnia: 'Letzte Seite',
  },
};

export default de;
