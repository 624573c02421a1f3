/** The configurator's own texts (Polish, the default); en/de/uk beside this file have the same keys. */
const teksty = {
  tytul: 'Konfigurator widżetów',
  wstep:
    'Wybierz element, ustaw jego atrybuty, język i wygląd, sprawdź podgląd, a potem skopiuj kod i wklej go w widoku HTML strony w CMS.',
  jezykKonfiguratora: 'Język konfiguratora',
  ustawienia: 'Ustawienia',
  element: 'Element',
  inneElementy: 'Inne elementy',
  uslugiListy: 'Usługi z listy:',
  loguje: 'czytelnik loguje się w widżecie',
  atrybuty: 'Atrybuty',
  brakAtrybutow: 'Ten element nie ma atrybutów do ustawienia.',
  nieUstawiono: '(nie ustawiono)',
  jezykWidzetu: 'Język widżetu',
  jakStrona: 'jak strona, na której jest widżet',
  jezyki: { pl: 'polski', en: 'angielski', de: 'niemiecki', uk: 'ukraiński' },
  api: 'Adres API urzędu',
  apiOpis:
    'Atrybut data-api trafia do kodu tylko wtedy, gdy API jest pod innym adresem niż /api serwera z gmina.js.',
  motyw: 'Wygląd',
  tokeny: {
    '--gmina-font-family': 'Krój pisma (pusty: krój strony)',
    '--gmina-font-size': 'Wielkość tekstu',
    '--gmina-color-text': 'Kolor tekstu',
    '--gmina-color-bg': 'Kolor tła',
    '--gmina-color-primary': 'Kolor wiodący (przyciski, linki)',
    '--gmina-color-on-primary': 'Tekst na kolorze wiodącym',
    '--gmina-color-muted': 'Tekst drugorzędny',
    '--gmina-color-border': 'Linie i ramki pól',
    '--gmina-color-surface': 'Nagłówki tabel, pasy',
    '--gmina-color-error': 'Komunikaty o błędach',
    '--gmina-radius': 'Zaokrąglenie narożników',
  } as Record<string, string>,
  zlaWartosc: 'Ta wartość nie trafi do kodu: użyj liter, cyfr, spacji oraz znaków # . , % ( ) \' " + -.',
  przywroc: 'Przywróć domyślny wygląd',
  kontrast: 'Kontrast (WCAG 2.1 AA)',
  pary: {
    tekst: 'Tekst na tle',
    drugorzedny: 'Tekst drugorzędny na tle',
    link: 'Linki w kolorze wiodącym na tle',
    przycisk: 'Tekst przycisków na kolorze wiodącym',
    blad: 'Komunikaty o błędach na tle',
  },
  kontrastOk: '{{para}}: {{ratio}}:1 – wystarczający.',
  kontrastZly:
    '{{para}}: {{ratio}}:1 – za mały kontrast. WCAG AA wymaga co najmniej 4,5:1, a taki tekst będzie dla wielu osób trudny do odczytania.',
  podglad: 'Podgląd',
  szerokosc: 'Szerokość podglądu',
  komputer: 'Komputer',
  telefon: 'Telefon (320 px)',
  kod: 'Kod do wklejenia',
  kopiuj: 'Kopiuj kod',
  skopiowano: 'Kod skopiowano do schowka.',
  zaznaczono: 'Nie udało się skopiować automatycznie: kod jest zaznaczony, skopiuj go klawiszami Ctrl+C.',
  sprawdz: 'Sprawdź na pustej stronie',
  nowaKarta: '(otwiera się w nowej karcie)',
  bladManifestu: 'Nie udało się wczytać listy elementów (custom-elements.json).',
};

export type Teksty = typeof teksty;

export default { konfigurator: teksty };
