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
  przerwa: {
    tytul: 'We are sorry – technical break in progress',
    tresc: 'Maintenance work is currently under way',
    ponow: 'Try again',
  },
  tabela: {
    wierszyNaStronie: 'Rows per page',
    zakres: '{{od, liczba}}–{{do, liczba}} of {{wszystkich, liczba}}',
    poprzednia: 'Previous page',
    nastepna: 'Next page',
    pierwsza: 'First page',
    ostatnia: 'Last page',
    szczegoly: 'Details',
    pokazSzczegoly: 'Show details',
    ukryjSzczegoly: 'Hide details',
  },
  lista: {
    nicNieWybrano: 'Nothing selected',
    wybrano_one: '{{count, liczba}} item selected',
    wybrano_other: '{{count, liczba}} items selected',
  },
};

export default en;
