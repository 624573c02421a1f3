/**
 * The residents of the deadline-day scenario (scripts/load-termin.ts): many distinct accounts, each with dues of
 * its own, so that no virtual resident orders instalments another one holds (a second order of the same
 * instalments is refused by design). Written with SQL into the database the server then uses, after the demo data
 * (the office, its settings and accounts): resident `i` is the account `termin.<i>` with a valid PESEL of its
 * own as its one confirmed subject, and two cards of the coming 15 March's year — the property tax and the waste
 * fee, four instalments each, nothing paid — the cards a resident pays on 15 March. Every account has the same
 * password and the same scrypt record at the production factor (one hash for all: seeding stays fast, a login
 * still costs the full hash).
 */
import { peselCheckDigit } from '../src/core/rules/fields.ts';
import type { Db } from '../server/db.ts';
import { dzisUrzedu } from '../server/dzien-urzedu.ts';
import { hashPassword } from '../server/konto/password.ts';
import { numerKontaKarty } from '../demo/seed/naleznosci.ts';

/** The residents' password. */
export const HASLO_MIESZKANCA = 'Termin#15marca';
/** The production work factor (server/konto/password.ts): what an office runs, whatever the environment says. */
const LOG_N_PRODUKCYJNY = 17;
const PREFIKS = 'termin.';

export interface Mieszkaniec {
  login: string;
  pesel: string;
}

const dwie = (n: number) => String(n).padStart(2, '0');

/**
 * The PESEL of resident `i` (0 ≤ i < 100 million): a birth date from 1 January 1940 on, one day for every 10 000
 * residents, the next four digits `i mod 10 000`, and the check digit. Distinct for distinct `i` and valid.
 */
export function peselMieszkanca(i: number): string {
  if (!Number.isInteger(i) || i < 0 || i >= 100_000_000) throw new RangeError(`resident ${i}`);
  const urodzony = new Date(Date.UTC(1940, 0, 1 + Math.floor(i / 10_000)));
  const poczatek =
    dwie(urodzony.getUTCFullYear() % 100) +
    dwie(urodzony.getUTCMonth() + 1 + (urodzony.getUTCFullYear() >= 2000 ? 20 : 0)) +
    dwie(urodzony.getUTCDate()) +
    String(i % 10_000).padStart(4, '0');
  return poczatek + peselCheckDigit(poczatek)!;
}

/** The year of the next 15 March (the office's day that date or before it: this year). */
export function rokTerminu(dzis: string): number {
  const rok = Number(dzis.slice(0, 4));
  return dzis.slice(5) <= '03-15' ? rok : rok + 1;
}

const nastepneId = async (db: Db, tabela: string) =>
  Number(
    (await db.query<{ id: number }>(`SELECT coalesce(max(id), 0)::int + 1 AS id FROM ${tabela}`)).rows[0]!.id,
  );

/** Rows into `tabela` in statements of 500 rows. */
async function wstaw(db: Db, tabela: string, kolumny: string[], wiersze: unknown[][]) {
  for (let i = 0; i < wiersze.length; i += 500) {
    const czesc = wiersze.slice(i, i + 500);
    const miejsca = czesc
      .map((_, r) => `(${kolumny.map((_, c) => `$${r * kolumny.length + c + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${tabela} (${kolumny.join(', ')}) VALUES ${miejsca}`, czesc.flat());
  }
}

/**
 * Adds `liczba` new residents after those the database has (a run on the same database never meets a resident
 * whose instalments an earlier run ordered) and returns them.
 */
export async function dodajMieszkancow(db: Db, liczba: number): Promise<Mieszkaniec[]> {
  const { rows } = await db.query<{ n: number | null }>(
    `SELECT max(substring(login from ${PREFIKS.length + 1})::int) AS n FROM uzytkownicy WHERE login LIKE $1`,
    [`${PREFIKS}%`],
  );
  const od = rows[0]?.n === null || rows[0]?.n === undefined ? 0 : Number(rows[0].n) + 1;
  const haslo = await hashPassword(HASLO_MIESZKANCA, LOG_N_PRODUKCYJNY);
  const mieszkancy = Array.from({ length: liczba }, (_, k) => ({
    login: `${PREFIKS}${String(od + k).padStart(6, '0')}`,
    pesel: peselMieszkanca(od + k),
  }));
  const teraz = new Date().toISOString();
  await wstaw(
    db,
    'uzytkownicy',
    [
      'login',
      'email',
      'haslo',
      'imie',
      'nazwisko',
      'pesel',
      'czy_aktywny',
      'czy_niepotwierdzony',
      'liczba_logowan',
      'zgoda_przetwarzanie',
      'zgoda_regulamin',
      'utworzono',
    ],
    mieszkancy.map((m, k) => [
      m.login,
      `${m.login}@poczta.example.pl`,
      haslo,
      'Mieszkaniec',
      `Terminowy ${od + k}`,
      m.pesel,
      true,
      false,
      5,
      teraz,
      teraz,
      teraz,
    ]),
  );
  const { rows: konta } = await db.query<{ id: number; pesel: string }>(
    'SELECT id, pesel FROM uzytkownicy WHERE login LIKE $1 AND pesel = ANY($2::text[])',
    [`${PREFIKS}%`, mieszkancy.map((m) => m.pesel)],
  );
  await wstaw(
    db,
    'podmioty',
    ['uzytkownik_id', 'pozycja', 'nazwa', 'czy_instytucja', 'pesel', 'czy_potwierdzony'],
    konta.map((k) => [k.id, 1, `Mieszkaniec ${k.pesel}`, false, k.pesel, true]),
  );

  // two cards a resident: the property tax and the waste fee of the coming 15 March's year, four instalments each
  const rok = rokTerminu(dzisUrzedu());
  const terminy = ['03-15', '05-15', '09-15', '11-15'].map((t) => `${rok}-${t}`);
  const [kartaOd, zbiorczaOd, rataOd] = [
    await nastepneId(db, 'naleznosci_karty'),
    await nastepneId(db, 'naleznosci_raty_zbiorcze'),
    await nastepneId(db, 'naleznosci_raty'),
  ];
  const karty: unknown[][] = [];
  const zbiorcze: unknown[][] = [];
  const raty: unknown[][] = [];
  for (const [k, m] of mieszkancy.entries()) {
    const rodzaje = [
      ['PODATKI_GMINNE', 'PN', 'Podatek od nieruchomości', 200 + (((od + k) * 37) % 800)],
      ['ODPADY', 'OD', 'Opłata za gospodarowanie odpadami komunalnymi', 384 + ((od + k) % 4) * 96],
    ] as const;
    for (const [j, [aplikacja, symbol, oplata, roczna]] of rodzaje.entries()) {
      const karta = kartaOd + 2 * k + j;
      karty.push([
        karta,
        false,
        m.pesel,
        rok,
        aplikacja,
        `${symbol}/${rok}/T${String(od + k).padStart(6, '0')}`,
        numerKontaKarty(karta),
        `Mieszkaniec ${m.pesel}`,
      ]);
      for (const [r, termin] of terminy.entries()) {
        const zbiorcza = zbiorczaOd + zbiorcze.length;
        const kwota = roczna / 4;
        zbiorcze.push([zbiorcza, karta, termin, kwota, kwota]);
        raty.push([rataOd + raty.length, zbiorcza, ['I', 'II', 'III', 'IV'][r], oplata, kwota]);
      }
    }
  }
  await wstaw(
    db,
    'naleznosci_karty',
    ['id', 'czy_instytucja', 'pesel', 'rok', 'aplikacja', 'symbol_karty', 'numer_konta', 'nazwa_platnika'],
    karty,
  );
  await wstaw(
    db,
    'naleznosci_raty_zbiorcze',
    ['id', 'karta_id', 'termin_platnosci', 'kwota_raty', 'kwota_glowna'],
    zbiorcze,
  );
  await wstaw(db, 'naleznosci_raty', ['id', 'rata_zbiorcza_id', 'nr_raty', 'rodzaj_oplaty', 'kwota'], raty);
  return mieszkancy;
}
