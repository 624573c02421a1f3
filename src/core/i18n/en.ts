import type { Messages } from './index.ts';

const en: Messages = {
  wspolne: {
    ladowanie: 'Loading…',
    brakDanych: 'No data to display',
    pobierzPdf: 'Download PDF',
    pobierzCsv: 'Download CSV',
    pobieranie: 'Downloading…',
    zamknij: 'Close',
    ok: 'OK',
    tak: 'Yes',
    nie: 'No',
    wstrzymaj: 'Pause auto-close',
    wznow: 'Resume auto-close',
    razem: 'Total',
    uslugaNiedostepna: 'The service is temporarily unavailable. Please try again later',
    bladPobierania: 'An error occurred while fetching data from the API',
    bladPliku: 'The file could not be downloaded. Please try again later',
    bladWidzetu: 'This element could not be displayed. Refresh the page or try again later.',
    bladKonfiguracji: 'This element is misconfigured: {{szczegoly}}',
    ponow: 'Try again',
    opuscicFormularz: 'The data you entered will be lost. Do you really want to leave this page?',
  },
  walidacja: {
    peselBledny: 'invalid PESEL number',
    hasloZaSlabe:
      'The password must have at least 8 characters, digits, upper- and lower-case letters and a special character',
    hasloPuste: 'The password cannot be empty',
    uzupelnijHasla: 'Fill in the passwords',
    haslaMuszaSieZgadzac: 'The passwords must match',
    emailPusty: 'The e-mail cannot be empty',
    emailBledny: 'Invalid e-mail format',
    emailTakiSamJakAktualny: 'The new and the current e-mail address are the same',
    emaileSieNieZgadzaja: 'The e-mails do not match',
    dataBledna: 'Invalid date entered',
    dataPrzyszla: 'The date cannot be in the future',
    dataPrzed1900: 'The date cannot be before 1900',
    pustePole: 'Empty field',
    uzupelnijPole: 'Fill in the field',
    niepoprawnyFormat: 'Invalid format',
    kodTotpBledny: 'Invalid TOTP code',
    wymaganaZgoda: 'Consent required',
    telefonBledny: 'Invalid phone number format',
    stanMniejszyNizPoprzedni: 'The value cannot be lower than the previous reading',
    stanNiezgodnyZFormatem: 'The reading does not match the meter format',
  },
  przerwa: {
    tytul: 'We are sorry – technical break in progress',
    tresc: 'Maintenance work is currently under way',
    ponow: 'Try again',
  },
  tabela: {
    wierszyNaStronie: 'Rows per page',
    zakres: '{{od}}–{{do}} of {{wszystkich}}',
    poprzednia: 'Previous page',
    nastepna: 'Next page',
    pierwsza: 'First page',
    ostatnia: 'Last page',
  },
  // — konto: logowanie i rejestracja
  logowanie: {},
  rejestracja: {},
  hasla: {},
  kontoZewnetrzne: {},
  // — konto: panel, sesja, podmioty
  panel: {
    ograniczone:
      'This service will be available once your identity is confirmed. See the user panel for details.',
    witaj: 'Welcome to the portal',
    witajTresc:
      'This is your first login. In the user panel you can check your data, change your password and set your notification consents.',
  },
  sesja: {
    zakonczona: 'Your session has ended',
    ostrzezenie: 'Your session will end soon',
    ostrzezenieTresc:
      'Because of inactivity your session will end in less than a minute. Do you want to extend it?',
    przedluz: 'Extend session',
    wyloguj: 'Log out',
  },
  podmioty: {
    brakDostepu: 'The selected entity has no access to this service',
  },
};

export default en;
