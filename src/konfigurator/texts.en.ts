import type { Teksty } from './texts.pl.ts';

const teksty: Teksty = {
  tytul: 'Widget configurator',
  wstep:
    'Pick an element, set its attributes, language and look, check the preview, then copy the code. In WordPress with the “Gmina widgets” plugin, insert the service’s block instead of the code (any author can); without the plugin, paste the code into a “Custom HTML” block (in another CMS: the page’s HTML view).',
  jezykKonfiguratora: 'Configurator language',
  ustawienia: 'Settings',
  element: 'Element',
  inneElementy: 'Other elements',
  uslugiListy: 'Services of the list:',
  loguje: 'the reader logs in inside the widget',
  atrybuty: 'Attributes',
  brakAtrybutow: 'This element has no attributes to set.',
  nieUstawiono: '(not set)',
  jezykWidzetu: 'Widget language',
  jakStrona: 'as the page that holds the widget',
  api: 'Office API address',
  apiOpis:
    'The data-api attribute goes into the code only when the API is elsewhere than /api of the server of gmina.js.',
  motyw: 'Look',
  tokeny: {
    '--gmina-font-family': 'Font family (empty: the page’s font)',
    '--gmina-font-size': 'Text size',
    '--gmina-color-text': 'Text colour',
    '--gmina-color-bg': 'Background colour',
    '--gmina-color-primary': 'Primary colour (buttons, links)',
    '--gmina-color-on-primary': 'Text on the primary colour',
    '--gmina-color-muted': 'Secondary text',
    '--gmina-color-border': 'Lines and field borders',
    '--gmina-color-surface': 'Table headers, stripes',
    '--gmina-color-error': 'Error messages',
    '--gmina-radius': 'Corner radius',
  },
  zlaWartosc:
    'This value will not go into the code: give a colour, size or font list (letters, digits, spaces and # . , % ( ) \' " + -; no url() or var()).',
  forma: 'How the code sets the look',
  formaStyle: 'A <style> block',
  formaStyleOpis:
    'For an ordinary page, without a strict Content Security Policy (CSP). Changes this element only.',
  formaJson: 'A JSON configuration block',
  formaJsonOpis:
    'For a page whose CSP allows no styles in the content (style-src without \'unsafe-inline\'): there a <style> block is dropped without a warning and the widget keeps the default colours. It works on any other page too. It changes every widget of the page; a page may have only one such block – if it has one already, add the "motyw" key to it.',
  formaKiedy:
    'Not sure which? If after pasting the <style> block the widget has the default colours and the browser console reports a blocked style (Content-Security-Policy), use the JSON block.',
  przywroc: 'Restore the default look',
  kontrast: 'Contrast (WCAG 2.1 AA)',
  pary: {
    tekst: 'Text on the background',
    drugorzedny: 'Secondary text on the background',
    link: 'Links in the primary colour on the background',
    przycisk: 'Button text on the primary colour',
    blad: 'Error messages on the background',
  },
  kontrastOk: '{{para}}: {{ratio}}:1 – sufficient.',
  kontrastZly:
    '{{para}}: {{ratio}}:1 – contrast too low. WCAG AA asks at least 4.5:1; many people will find this text hard to read.',
  podglad: 'Preview',
  szerokosc: 'Preview width',
  komputer: 'Desktop',
  telefon: 'Phone (320 px)',
  kod: 'Code to paste',
  kopiuj: 'Copy code',
  skopiowano: 'The code is copied to the clipboard.',
  zaznaczono: 'Could not copy automatically: the code is selected, copy it with Ctrl+C.',
  sprawdz: 'Test it on a blank page',
  nowaKarta: '(opens in a new tab)',
  opisy: {
    'gmina-budzet':
      'Budget income or Budget expenditure of the gmina (attribute `rodzaj`): a table by chapter and paragraph with a year choice, PDF.',
    'gmina-liczba-pojazdow':
      'Vehicles by taxation method on a chosen day (dd.mm.yyyy, today by default): a table, PDF.',
    'gmina-stawki-pojazdow':
      'Vehicle tax rates of a chosen year: the gmina’s rate, the maximum rate and the effect of the reduction, PDF.',
    'gmina-liczba-mieszkancow-wyborcow': 'Residents and voters: their numbers in each locality of the gmina.',
    'gmina-zameldowania-wg-plci-wieku':
      'Registrations by sex and age: permanent and temporary, under and over 18, PDF.',
    'gmina-portal':
      'The whole portal as one element: the office’s portal page, or the portal embedded in a CMS page (`routing="hash"`).',
    'gmina-listy-wyborcze': 'Electoral register check: election date, PESEL, precinct and polling station.',
    'gmina-kontakt': 'Office contact: address, phone, e-mail, website, extra entries and the map.',
    'gmina-statusy-i-rejestry':
      'Case statuses and registers of an organisation: sortable paged tables with CSV.',
    'gmina-dokumenty': 'Office PDF documents: grouped links with file type and size.',
    'gmina-statusy-mieszkancow':
      'Resident statuses (permanent, temporary, deregistered…): bar chart and table.',
    'gmina-najpopularniejsze-imiona':
      'Most popular first names of the residents: pie chart of the top 10 and a table of all names.',
    'gmina-imiona-wg-roku': 'Most popular first names by birth year: year choice, bar chart and table.',
    'gmina-logowanie':
      'Login: login and password, captcha, one-time code, login through the national identity node.',
    'gmina-moje-konto': 'My account: name, login and current subject; logged out, the login form in place.',
    'gmina-logowanie-zewnetrzne':
      'End of an identity-node login: stores the token, loads the account, opens the link.',
    'gmina-blad-logowania': 'Failed identity-node login: the provider’s error text above the login form.',
    'gmina-rejestracja': 'Registration: name, login, e-mail and password twice, PESEL or NIP, consents.',
    'gmina-przypomnienie-hasla': 'Password reminder: login and e-mail; a link to set a new password is sent.',
    'gmina-link-aktywacyjny': 'Activation-link resend: login and e-mail.',
    'gmina-nowe-haslo': 'Set a password by the link from the e-mail (`link` query parameter).',
    'gmina-aktywacja': 'Account activation by the link from the e-mail (`hash` query parameter).',
    'gmina-potwierdzenie-danych':
      'Registration confirmation after an identity-node login (`data` and `link` query parameters).',
    'gmina-panel-uzytkownika':
      'User panel: own data, e-mail and password change, notification consents, two-factor setup, account deletion.',
    'gmina-zmiana-hasla':
      'Change password (logged in): current password, new password twice, errors at their fields.',
    'gmina-zmiana-email':
      'Change e-mail (logged in): current address read-only, new address twice, password.',
    'gmina-sesja': 'Session countdown (minutes:seconds) with an Extend button; shown while logged in.',
    'gmina-podmiot':
      'Current subject of the logged-in user (a person by PESEL or an institution by NIP), with a chooser.',
    'gmina-naleznosci':
      'Dues to pay: cards, instalments, proof of payment and online payment; the attribute `typ` preselects the kind of dues.',
    'gmina-moje-zobowiazania':
      "My liabilities: every unpaid instalment of all the current subject's dues cards, grouped by due date, with the arrears and the amount to pay by the end of the year; instalments of several cards can be paid in one transfer.",
    'gmina-historia-platnosci':
      'Online payment history of the current subject: transfers, their details and instalments, PDF.',
    'gmina-wykaz-pojazdow':
      'Vehicle list of the current subject: registration number, make and rate name, PDF.',
    'gmina-aktualne-zameldowanie':
      'Current registration of a person: address, registration and deregistration date, PDF.',
    'gmina-wymiar-podatku':
      'Tax assessment of the chosen years: taxes per decision, totals, decision PDFs, list PDF.',
    'gmina-nieruchomosci':
      'Real estate of the current subject: land, buildings and structures in three tables, PDF.',
    'gmina-oplaty-lokalne':
      'Local fees of the current subject: agreements and dues of a year with net, VAT, gross and totals.',
    'gmina-oplaty-za-zezwolenia':
      'Permit fees of the current institution: permits, dues, payments and remaining dues of a budget year.',
    'gmina-parametry-oplat-za-odpady':
      'Waste fee parameters of the current subject, current or archival, PDF.',
    'gmina-zwroty-akcyzy':
      'Diesel excise refunds (farm diesel) of the current subject: decisions of a year, limits, payouts.',
    'gmina-wnioski-o-zwroty-akcyzy':
      'Diesel excise refund applications of the current subject: a year’s applications, area, litres, limit.',
    'gmina-faktury-woda':
      'Water invoices (water and sewage) of the current subject, per collection point and year, with PDFs.',
    'gmina-odczyt-licznikow':
      'Water meter readings of the current subject with a chart of the last 12 readings.',
    'gmina-stan-wodomierzy': 'Water meter readings: enter the readings of the current subject’s meters.',
    'gmina-wyslij-zgloszenie':
      'Send a report about water (a faulty meter, a replacement, an invoice complaint) and see those sent.',
    'gmina-dane-korespondencyjne':
      'Correspondence data of the current subject at the office: edit, report the change, history.',
    'gmina-protokol-wymiany-wodomierza':
      'Water meter replacement report to download, with or without photos.',
  },
  opisyAtrybutow: {
    'gmina-budzet': {
      rodzaj: 'Which side of the budget: `dochody` (income) or `wydatki` (expenditure). Required.',
    },
    'gmina-kontakt': {
      mapa: 'Whether to embed the office map when one is configured; default `tak`.',
    },
    'gmina-naleznosci': {
      typ: 'The kind preselected in the type filter; default all.',
      karta: 'A card to show in detail (the portal’s detail routes); default none (the list).',
      instytucja:
        'Whether that card is an institution’s (a card of the other kind of subject leads back to the list).',
    },
    'gmina-statusy-i-rejestry': {
      organizacja: 'Organisation id (a positive whole number); 280 when not given.',
    },
    'gmina-portal': {
      routing:
        '`history` (default) when the portal owns the page’s address; `hash` when it is embedded in a CMS page, which owns the path.',
    },
  },
  bladManifestu: 'The list of elements (custom-elements.json) could not be loaded.',
};

export default { konfigurator: teksty };
