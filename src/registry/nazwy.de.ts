/**
 * The services list in German: group names and service names (Polish in uslugi.ts). Shared by
 * the portal's texts (src/host/i18n) and the contract server's tiles, which both import it from here.
 */
export const grupy = {
  budzet: 'Gemeindehaushalt',
  mieszkancy: 'Einwohner und Wahlen',
  pojazdy: 'Fahrzeuge',
  naleznosci: 'Forderungen und Zahlungen',
  woda: 'Wasser und Abwasser',
  podatki: 'Gemeindesteuern und -gebühren',
};

export const nazwyUslug = {
  u1: 'Haushaltseinnahmen',
  u2: 'Haushaltsausgaben',
  u3: 'Meldestatus der Einwohner',
  u4: 'Prüfung im Wählerverzeichnis',
  u5: 'Fahrzeuge nach Besteuerungsart',
  u7: 'Einwohner und Wähler',
  u10: 'Anmeldungen nach Geschlecht und Alter',
  u11: 'Kfz-Steuersätze',
  u12: 'Beliebteste Vornamen',
  u13: 'Beliebteste Vornamen nach Geburtsjahr',
  u14: 'Fahrzeugliste',
  u15: 'Zählerstände',
  u16: 'Wasserrechnungen',
  u17: 'Offene Forderungen – Gemeindesteuern',
  u18: 'Offene Forderungen – nichtsteuerliche Register',
  u19: 'Offene Forderungen – Alkoholkonzessionen',
  u20: 'Offene Forderungen',
  u21: 'Verlauf der Online-Zahlungen',
  u22: 'Offene Forderungen – Abfall',
  u23: 'Offene Forderungen – Wasser und Abwasser',
  u24: 'Meldung senden',
  u25: 'Wasserzählerstände',
  u26: 'Offene Forderungen – Verkehrsmittel',
  u27: 'Aktuelle Anmeldung',
  u29: 'Steuerfestsetzung',
  u30: 'Immobilien',
  u32: 'Gemeindegebühren',
  u33: 'Genehmigungsgebühren',
  u34: 'Parameter der Abfallgebühren',
  u35: 'Erstattung der Dieselverbrauchsteuer',
  u36: 'Anträge auf Erstattung der Dieselverbrauchsteuer',
  u39: 'Korrespondenzdaten',
  u40: 'Protokoll des Wasserzählerwechsels',
  u50: 'Meine Verbindlichkeiten',
};
