/**
 * Shell data of the fictional office: its name (the server's `urzad` setting), contact, side menu, visit counter.
 * Only example.pl addresses are used. The office's flags are server defaults (server/default-settings.ts).
 */
import type { Kontakt } from '../../src/core/api/powloka.ts';
import { nrbCheckDigits } from '../../src/core/rules/fields.ts';
import type { Db } from '../../server/db.ts';
import { addMissingSettings } from '../../server/default-settings.ts';
import { KLUCZ_RACHUNKU_ZBIORCZEGO, zapiszUrzad } from '../../server/urzad.ts';
import type { ZestawDemo } from './index.ts';

export const NAZWA_GMINY = 'Zielona Dolina';
/**
 * The name in the locative, for sentences with "w" ("w Zielonej Dolinie"). After "Urząd Gminy", "Wójt Gminy" or
 * "gmina" the official name stays in the nominative, as offices write it.
 */
export const NAZWA_GMINY_MIEJSCOWNIK = 'Zielonej Dolinie';
/** The office's NIP (a valid one, of no real office), as its contact gives it: the payment code's recipient. */
export const NIP_URZEDU = '1234563218';

/** The gmina's bank (routing number with its own check digit) and its prefix of individual accounts. */
export const BANK_GMINY = '10901014';
export const PREFIKS_RACHUNKOW = '00005555';
/**
 * The office's collection account: the one the cards' individual accounts (the prefix and the card's number in the
 * tail, naleznosci.ts) are sub-accounts of — the prefix with a zero tail, which no card has. One transfer for cards
 * with different accounts goes here (server/routes/platnosci.ts `rachunekPrzelewu`).
 */
export const RACHUNEK_ZBIORCZY = (() => {
  const bban = BANK_GMINY + PREFIKS_RACHUNKOW + '00000000';
  return nrbCheckDigits(bban)! + bban;
})();

export const domyslnyKontakt: Kontakt = {
  nazwaUrzedu: `Urząd Gminy ${NAZWA_GMINY}`,
  adres: 'ul. Lipowa 12',
  kodPocztowy: '12-345 Zielona Dolina',
  telefon: '+48 89 123 45 67',
  fax: '+48 89 123 45 68',
  email: 'sekretariat@zielonadolina.example.pl',
  stronaUrl: 'zielonadolina.example.pl',
  googleMapsUrl: 'https://maps.example.pl/?q=ul.+Lipowa+12,+12-345+Zielona+Dolina',
  kontaktDodatkowyWpis1:
    'Godziny pracy: poniedziałek 8:00–17:00, wtorek–czwartek 7:30–15:30, piątek 7:30–14:00',
  kontaktDodatkowyWpis2: 'NIP 123-456-32-18, REGON 123456785',
  kontaktDodatkowyWpis3:
    'Rachunek bankowy: 42 9999 1234 0000 1234 5678 9012 (Bank Spółdzielczy w Zielonej Dolinie)',
  kontaktDodatkowyWpis4: null,
  kontaktDodatkowyWpis5: null,
};

type Typ = 'STRONA_WLASNA' | 'STRONA_WBUDOWANA' | 'LINK';
/** [pozycja, nazwa, link, typ, czyWidoczny, czyOtwieracWNowejKarcie] */
const menu: [number, string, string, Typ, boolean, boolean][] = [
  [1, 'Strona główna', '/', 'STRONA_WBUDOWANA', true, false],
  [2, 'Procedury', '/procedury', 'STRONA_WBUDOWANA', true, false],
  [3, 'Informacje', '/informacje', 'STRONA_WBUDOWANA', true, false],
  [4, 'Lista usług', '/lista-uslug', 'STRONA_WBUDOWANA', true, false],
  [5, 'Statusy i rejestry', '/statusy-i-rejestry', 'STRONA_WBUDOWANA', true, false],
  [6, 'Kontakt', '/kontakt', 'STRONA_WBUDOWANA', true, false],
  [7, 'Deklaracja dostępności', 'deklaracja-dostepnosci', 'STRONA_WLASNA', true, false],
  [8, 'Biuletyn Informacji Publicznej', 'https://bip.zielonadolina.example.pl', 'LINK', true, true],
  // Prepared by the office but not published yet: the portal must not show it.
  [9, 'Harmonogram odbioru odpadów', 'harmonogram-odbioru-odpadow', 'STRONA_WLASNA', false, false],
  [10, 'Dokumenty do pobrania', '/dokumenty', 'STRONA_WBUDOWANA', true, false],
];

/** The menu in the office's other languages, by pozycja (issue 12 item 4: the demo office provides en, de, uk). */
const menuJezyki: Record<'en' | 'de' | 'uk', Record<number, string>> = {
  en: {
    1: 'Home',
    2: 'Procedures',
    3: 'Information',
    4: 'List of services',
    5: 'Statuses and registers',
    6: 'Contact',
    7: 'Accessibility statement',
    8: 'Public Information Bulletin',
    9: 'Waste collection schedule',
    10: 'Documents to download',
  },
  de: {
    1: 'Startseite',
    2: 'Verfahren',
    3: 'Informationen',
    4: 'Liste der Dienste',
    5: 'Status und Register',
    6: 'Kontakt',
    7: 'Erklärung zur Barrierefreiheit',
    8: 'Bulletin für öffentliche Informationen',
    9: 'Abfuhrkalender',
    10: 'Dokumente zum Herunterladen',
  },
  uk: {
    1: 'Головна сторінка',
    2: 'Процедури',
    3: 'Інформація',
    4: 'Перелік послуг',
    5: 'Статуси та реєстри',
    6: 'Контакти',
    7: 'Декларація доступності',
    8: 'Бюлетень публічної інформації',
    9: 'Графік вивезення відходів',
    10: 'Документи для завантаження',
  },
};

export const POCZATKOWY_LICZNIK = 48_213;

/**
 * The demo office's identity, contact and collection account, written at every opening like the server's default
 * settings: missing ones appear, and values the office changed stay (the admin calls `POST /admin/urzad`,
 * `POST /admin/ustawienia`).
 */
export async function seedUrzad(db: Db): Promise<void> {
  await zapiszUrzad(
    db,
    { nazwaGminy: NAZWA_GMINY, nazwaGminyMiejscownik: NAZWA_GMINY_MIEJSCOWNIK, nip: NIP_URZEDU },
    false,
  );
  await addMissingSettings(db, { kontakt: domyslnyKontakt, [KLUCZ_RACHUNKU_ZBIORCZEGO]: RACHUNEK_ZBIORCZY });
}

export async function seedPowloka(db: Db): Promise<void> {
  await db.exec('DELETE FROM menu_boczne');
  for (const [pozycja, nazwa, link, typ, widoczny, nowaKarta] of menu) {
    await db.query(
      `INSERT INTO menu_boczne (pozycja, nazwa, link, typ, czy_widoczny, czy_otwierac_w_nowej_karcie)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [pozycja, nazwa, link, typ, widoczny, nowaKarta],
    );
  }
  for (const [jezyk, nazwy] of Object.entries(menuJezyki))
    for (const [pozycja, nazwa] of Object.entries(nazwy))
      await db.query('INSERT INTO menu_boczne_jezyki (pozycja, jezyk, nazwa) VALUES ($1, $2, $3)', [
        Number(pozycja),
        jezyk,
        nazwa,
      ]);
  await db.query('UPDATE licznik_odwiedzin SET wartosc = $1 WHERE id = 1', [POCZATKOWY_LICZNIK]);
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'powloka', po: [], generuj: (db) => seedPowloka(db) },
];
