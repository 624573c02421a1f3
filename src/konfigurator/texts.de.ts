import type { Teksty } from './texts.pl.ts';

const teksty: Teksty = {
  tytul: 'Widget-Konfigurator',
  wstep:
    'Wählen Sie ein Element, stellen Sie Attribute, Sprache und Aussehen ein, prüfen Sie die Vorschau und kopieren Sie dann den Code. In WordPress mit dem Plugin „Gemeinde-Widgets“ fügen Sie statt des Codes den Block des Dienstes ein (das kann jeder Autor); ohne das Plugin fügen Sie den Code in einen Block „Individuelles HTML“ ein (in einem anderen CMS: in die HTML-Ansicht der Seite).',
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
    'Dieser Wert kommt nicht in den Code: Geben Sie eine Farbe, Größe oder Schriftliste an (Buchstaben, Ziffern, Leerzeichen und # . , % ( ) \' " + -; kein url() oder var()).',
  forma: 'Wie der Code das Aussehen festlegt',
  formaStyle: 'Ein <style>-Block',
  formaStyleOpis:
    'Für eine gewöhnliche Seite ohne strenge Content Security Policy (CSP). Ändert nur dieses Element.',
  formaJson: 'Ein JSON-Konfigurationsblock',
  formaJsonOpis:
    'Für eine Seite, deren CSP keine Stile im Inhalt zulässt (style-src ohne \'unsafe-inline\'): Dort wird ein <style>-Block ohne Warnung verworfen und das Widget behält die Standardfarben. Funktioniert auch auf jeder anderen Seite. Ändert alle Widgets der Seite; eine Seite darf nur einen solchen Block haben – hat sie schon einen, ergänzen Sie darin den Schlüssel "motyw".',
  formaKiedy:
    'Unsicher? Wenn das Widget nach dem Einfügen des <style>-Blocks die Standardfarben hat und die Browserkonsole einen blockierten Stil meldet (Content-Security-Policy), verwenden Sie den JSON-Block.',
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
  opisy: {
    'gmina-budzet':
      'Haushaltseinnahmen oder Haushaltsausgaben der Gemeinde (Attribut `rodzaj`): Tabelle nach Kapiteln und Paragraphen mit Jahresauswahl, PDF.',
    'gmina-liczba-pojazdow':
      'Fahrzeuge nach Besteuerungsart an einem gewählten Tag (TT.MM.JJJJ, standardmäßig heute): Tabelle, PDF.',
    'gmina-stawki-pojazdow':
      'Kfz-Steuersätze eines gewählten Jahres: Satz der Gemeinde, Höchstsatz und Wirkung der Ermäßigung, PDF.',
    'gmina-liczba-mieszkancow-wyborcow': 'Einwohner und Wähler: ihre Zahl in jeder Ortschaft der Gemeinde.',
    'gmina-zameldowania-wg-plci-wieku':
      'Anmeldungen nach Geschlecht und Alter: ständiger und vorübergehender Aufenthalt, unter und über 18, PDF.',
    'gmina-portal':
      'Das ganze Portal als ein Element: die Portalseite des Amtes oder das Portal in einer CMS-Seite (`routing="hash"`).',
    'gmina-listy-wyborcze': 'Prüfung im Wählerverzeichnis: Wahltag, PESEL, Wahlbezirk und Wahllokal.',
    'gmina-kontakt': 'Kontakt zum Amt: Adresse, Telefon, E-Mail, Website, weitere Angaben und die Karte.',
    'gmina-statusy-i-rejestry':
      'Bearbeitungsstände und Register einer Organisation: sortierbare Tabellen mit Seiten und CSV.',
    'gmina-dokumenty': 'PDF-Dokumente des Amtes: gruppierte Links mit Dateityp und -größe.',
    'gmina-statusy-mieszkancow':
      'Meldestatus der Einwohner (ständig, vorübergehend, abgemeldet…): Balkendiagramm und Tabelle.',
    'gmina-najpopularniejsze-imiona':
      'Beliebteste Vornamen der Einwohner: Kreisdiagramm der 10 häufigsten und Tabelle aller Namen.',
    'gmina-imiona-wg-roku':
      'Beliebteste Vornamen nach Geburtsjahr: Jahresauswahl, Balkendiagramm und Tabelle.',
    'gmina-logowanie':
      'Anmeldung: Benutzername und Passwort, Captcha, Einmalcode, Anmeldung über den nationalen Identitätsknoten.',
    'gmina-moje-konto':
      'Mein Konto: Name, Benutzername und aktuelles Subjekt; abgemeldet das Anmeldeformular an Ort und Stelle.',
    'gmina-logowanie-zewnetrzne':
      'Ende einer Anmeldung über den Identitätsknoten: speichert das Token, lädt das Konto, öffnet den Link.',
    'gmina-blad-logowania':
      'Fehlgeschlagene Anmeldung über den Identitätsknoten: Fehlertext über dem Anmeldeformular.',
    'gmina-rejestracja':
      'Registrierung: Name, Benutzername, E-Mail und Passwort je zweimal, PESEL oder NIP, Einwilligungen.',
    'gmina-przypomnienie-hasla':
      'Passwort vergessen: Benutzername und E-Mail; ein Link zum Setzen eines neuen Passworts wird gesendet.',
    'gmina-link-aktywacyjny': 'Aktivierungslink erneut senden: Benutzername und E-Mail.',
    'gmina-nowe-haslo': 'Passwort über den Link aus der E-Mail setzen (Adressparameter `link`).',
    'gmina-aktywacja': 'Kontoaktivierung über den Link aus der E-Mail (Adressparameter `hash`).',
    'gmina-potwierdzenie-danych':
      'Bestätigung der Registrierung nach einer Anmeldung über den Identitätsknoten (Adressparameter `data` und `link`).',
    'gmina-panel-uzytkownika':
      'Benutzerbereich: eigene Daten, E-Mail- und Passwortänderung, Einwilligungen zu Benachrichtigungen, Zwei-Faktor-Anmeldung, Kontolöschung.',
    'gmina-zmiana-hasla':
      'Passwort ändern (angemeldet): aktuelles Passwort, neues Passwort zweimal, Fehler am jeweiligen Feld.',
    'gmina-zmiana-email':
      'E-Mail ändern (angemeldet): aktuelle Adresse schreibgeschützt, neue Adresse zweimal, Passwort.',
    'gmina-sesja':
      'Sitzungs-Countdown (Minuten:Sekunden) mit einer Schaltfläche zum Verlängern; sichtbar, solange angemeldet.',
    'gmina-podmiot':
      'Aktuelles Subjekt des angemeldeten Benutzers (Person nach PESEL oder Institution nach NIP), mit Auswahl.',
    'gmina-naleznosci':
      'Offene Forderungen: Karten, Raten, Zahlungsnachweis und Online-Zahlung; das Attribut `typ` wählt die Art der Forderungen vor.',
    'gmina-moje-zobowiazania':
      'Meine Verbindlichkeiten: alle unbezahlten Raten aller Forderungskarten des aktuellen Subjekts, nach Fälligkeit gruppiert, mit den Rückständen und dem bis Jahresende zu zahlenden Betrag; Raten mehrerer Karten lassen sich mit einer Überweisung bezahlen.',
    'gmina-historia-platnosci':
      'Verlauf der Online-Zahlungen des aktuellen Subjekts: Überweisungen, ihre Einzelheiten und Raten, PDF.',
    'gmina-wykaz-pojazdow':
      'Fahrzeugliste des aktuellen Subjekts: Kennzeichen, Marke und Bezeichnung des Steuersatzes, PDF.',
    'gmina-aktualne-zameldowanie': 'Aktuelle Anmeldung einer Person: Adresse, An- und Abmeldedatum, PDF.',
    'gmina-wymiar-podatku':
      'Steuerfestsetzung der gewählten Jahre: Steuern je Bescheid, Summen, Bescheide und Übersicht als PDF.',
    'gmina-nieruchomosci':
      'Immobilien des aktuellen Subjekts: Grundstücke, Gebäude und Bauwerke in drei Tabellen, PDF.',
    'gmina-oplaty-lokalne':
      'Gemeindegebühren des aktuellen Subjekts: Verträge und Forderungen eines Jahres mit Netto, MwSt., Brutto und Summen.',
    'gmina-oplaty-za-zezwolenia':
      'Genehmigungsgebühren der aktuellen Institution: Genehmigungen, Forderungen, Zahlungen und Restbeträge eines Haushaltsjahres.',
    'gmina-parametry-oplat-za-odpady':
      'Parameter der Abfallgebühren des aktuellen Subjekts, aktuell oder archiviert, PDF.',
    'gmina-zwroty-akcyzy':
      'Erstattung der Dieselverbrauchsteuer des aktuellen Subjekts: Bescheide eines Jahres, Grenzen, Auszahlungen.',
    'gmina-wnioski-o-zwroty-akcyzy':
      'Anträge auf Erstattung der Dieselverbrauchsteuer des aktuellen Subjekts: Anträge eines Jahres, Fläche, Liter, Grenze.',
    'gmina-faktury-woda':
      'Wasser- und Abwasserrechnungen des aktuellen Subjekts nach Entnahmestelle und Jahr, mit PDFs.',
    'gmina-odczyt-licznikow':
      'Wasserzählerstände des aktuellen Subjekts mit einem Diagramm der letzten 12 Ablesungen.',
    'gmina-stan-wodomierzy': 'Wasserzählerstände: die Zählerstände des aktuellen Subjekts eingeben.',
    'gmina-wyslij-zgloszenie':
      'Meldung senden zum Wasser (defekter Zähler, Austausch, Rechnungsreklamation) und gesendete einsehen.',
    'gmina-dane-korespondencyjne':
      'Korrespondenzdaten des aktuellen Subjekts beim Amt: bearbeiten, Änderung melden, Verlauf.',
    'gmina-protokol-wymiany-wodomierza':
      'Protokoll des Wasserzählerwechsels herunterladen, mit oder ohne Fotos.',
  },
  opisyAtrybutow: {
    'gmina-budzet': {
      rodzaj: 'Welche Seite des Haushalts: `dochody` (Einnahmen) oder `wydatki` (Ausgaben). Erforderlich.',
    },
    'gmina-kontakt': {
      mapa: 'Ob die Karte des Amtes eingebettet wird, wenn eine eingerichtet ist; Standard `tak`.',
    },
    'gmina-naleznosci': {
      typ: 'Die im Artfilter vorgewählte Art; standardmäßig alle.',
      karta: 'Eine im Detail gezeigte Karte (Detailrouten des Portals); standardmäßig keine (die Liste).',
      instytucja:
        'Ob die Karte einer Institution gehört (eine Karte der anderen Art von Subjekt führt zurück zur Liste).',
    },
    'gmina-statusy-i-rejestry': {
      organizacja: 'Kennung der Organisation (eine positive ganze Zahl); 280, wenn nicht angegeben.',
    },
    'gmina-portal': {
      routing:
        '`history` (Standard), wenn das Portal die Adresse der Seite bestimmt; `hash`, wenn es in eine CMS-Seite eingebettet ist, der der Pfad gehört.',
    },
  },
  bladManifestu: 'Die Liste der Elemente (custom-elements.json) konnte nicht geladen werden.',
};

export default { konfigurator: teksty };
