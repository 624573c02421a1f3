import type { Teksty } from './texts.pl.ts';

const teksty: Teksty = {
  tytul: 'Widget-Konfigurator',
  wstep:
    'Wählen Sie ein Element, stellen Sie Attribute, Sprache und Aussehen ein, prüfen Sie die Vorschau, kopieren Sie dann den Code und fügen Sie ihn in die HTML-Ansicht der CMS-Seite ein.',
  jezykKonfiguratora: 'Sprache des Konfigurators',
  ustawienia: 'Einstellungen',
  element: 'Element',
  inneElementy: 'Weitere Elemente',
  uslugiListy: 'Dienste der Liste:',
  loguje: 'die Leser melden sich im Widget an',
  atrybuty: 'Attribute',
  brakAtrybutow: 'Dieses Element hat keine einstellbaren Attribute.',
  nieUstawiono: '(nicht gesetzt)',
  jezykWidzetu: 'Sprache des Widgets',
  jakStrona: 'wie die Seite mit dem Widget',
  jezyki: { pl: 'Polnisch', en: 'Englisch', de: 'Deutsch', uk: 'Ukrainisch' },
  api: 'Adresse der API des Amtes',
  apiOpis:
    'Das Attribut data-api kommt nur in den Code, wenn die API nicht unter /api des Servers von gmina.js liegt.',
  motyw: 'Aussehen',
  tokeny: {
    '--gmina-font-family': 'Schriftart (leer: Schrift der Seite)',
    '--gmina-font-size': 'Textgröße',
    '--gmina-color-text': 'Textfarbe',
    '--gmina-color-bg': 'Hintergrundfarbe',
    '--gmina-color-primary': 'Hauptfarbe (Schaltflächen, Links)',
    '--gmina-color-on-primary': 'Text auf der Hauptfarbe',
    '--gmina-color-muted': 'Nebentext',
    '--gmina-color-border': 'Linien und Feldrahmen',
    '--gmina-color-surface': 'Tabellenköpfe, Streifen',
    '--gmina-color-error': 'Fehlermeldungen',
    '--gmina-radius': 'Eckenradius',
  },
  zlaWartosc:
    'Dieser Wert kommt nicht in den Code: Verwenden Sie Buchstaben, Ziffern, Leerzeichen und # . , % ( ) \' " + -.',
  przywroc: 'Standardaussehen wiederherstellen',
  kontrast: 'Kontrast (WCAG 2.1 AA)',
  pary: {
    tekst: 'Text auf dem Hintergrund',
    drugorzedny: 'Nebentext auf dem Hintergrund',
    link: 'Links in der Hauptfarbe auf dem Hintergrund',
    przycisk: 'Schaltflächentext auf der Hauptfarbe',
    blad: 'Fehlermeldungen auf dem Hintergrund',
  },
  kontrastOk: '{{para}}: {{ratio}}:1 – ausreichend.',
  kontrastZly:
    '{{para}}: {{ratio}}:1 – Kontrast zu gering. WCAG AA verlangt mindestens 4,5:1; viele Menschen können diesen Text schwer lesen.',
  podglad: 'Vorschau',
  szerokosc: 'Breite der Vorschau',
  komputer: 'Desktop',
  telefon: 'Telefon (320 px)',
  kod: 'Code zum Einfügen',
  kopiuj: 'Code kopieren',
  skopiowano: 'Der Code wurde in die Zwischenablage kopiert.',
  zaznaczono: 'Automatisches Kopieren nicht möglich: Der Code ist markiert, kopieren Sie ihn mit Strg+C.',
  sprawdz: 'Auf einer leeren Seite testen',
  nowaKarta: '(öffnet sich in einem neuen Tab)',
  bladManifestu: 'Die Liste der Elemente (custom-elements.json) konnte nicht geladen werden.',
};

export default { konfigurator: teksty };
