/**
 * The office's identity (issue 23 §2): the gmina's name as its documents, e-mails and payment orders say it. It
 * is a setting of the office (`ustawienia`, key `urzad`), set by `POST /admin/urzad` (CLI `admin.ts urzad`); the
 * demo's seed writes its fictional gmina's. Until it is set, every text names a neutral "Urząd Gminy" (README
 * "Running it for real"): the server still answers, and its start says what is missing.
 */
import * as z from 'zod/mini';
import { isValidNip } from '../src/core/rules/fields.ts';
import type { Db } from './db.ts';

// no "^": KIR's recipient field separates the name, town and country with "^^" (odbiorcaKir)
const nazwa = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[^^]+$/));

/** The stored setting, and the body of `POST /admin/urzad`. */
export const urzadSchema = z.strictObject({
  /** The official name in the nominative, as after "Urząd Gminy", "Wójt Gminy" or "gmina": "Nowa Wieś". */
  nazwaGminy: nazwa,
  /** The name in the locative, for sentences with "w": "Nowej Wsi". */
  nazwaGminyMiejscownik: nazwa,
  /**
   * The office's tax id, ten digits: the recipient's NIP of the banks' payment code (platnosci/kod-2d.ts) and of
   * the payment documents. Optional: a setting stored before it existed stays valid, and the code then has none.
   */
  nip: z.optional(z.string().check(z.regex(/^\d{10}$/), z.refine(isValidNip))),
});
export type UstawieniaUrzedu = z.infer<typeof urzadSchema>;

/** The office's names for texts; each is the bare word while the office's name is not set. */
export interface Urzad {
  /** The stored setting, or null when the office has not set it. */
  ustawienia: UstawieniaUrzedu | null;
  /** "Urząd Gminy Nowa Wieś" (the author of the documents). */
  urzad: string;
  /** `przed` followed by the gmina's name: `nazwana('Wójt Gminy')` → "Wójt Gminy Nowa Wieś". */
  nazwana(przed: string): string;
  /** `przed` "w" the gmina: `wGminie('Zakład Gospodarki Komunalnej')` → "… w Nowej Wsi". */
  wGminie(przed: string): string;
}

export function urzadZUstawien(ustawienia: UstawieniaUrzedu | null): Urzad {
  const nazwana = (przed: string) => (ustawienia ? `${przed} ${ustawienia.nazwaGminy}` : przed);
  return {
    ustawienia,
    urzad: nazwana('Urząd Gminy'),
    nazwana,
    wGminie: (przed) => (ustawienia ? `${przed} w ${ustawienia.nazwaGminyMiejscownik}` : przed),
  };
}

/**
 * The office's identity as stored now (read per use: one small query, and a change by the admin call shows at
 * once on every instance). A stored value the schema refuses (a hand edit) is a clear 500, not a wrong name.
 */
export async function czytajUrzad(db: Db): Promise<Urzad> {
  const { rows } = await db.query<{ wartosc: unknown }>(
    "SELECT wartosc FROM ustawienia WHERE klucz = 'urzad'",
  );
  return urzadZUstawien(rows[0] ? z.parse(urzadSchema, rows[0].wartosc) : null);
}

/** What a server's start says while the office's name is not set (main.ts, demo/server.ts); null once it is. */
export async function brakNazwyUrzedu(db: Db): Promise<string | null> {
  if ((await czytajUrzad(db)).ustawienia) return null;
  return (
    'The office\'s name is not set: documents and e-mails say "Urząd Gminy" until it is, e.g. ' +
    '`npx tsx server/admin.ts urzad "Nowa Wieś" "Nowej Wsi"` (POST /admin/urzad)'
  );
}

/** Stores the office's identity; `nadpisz: false` keeps one already set (the demo seed at every start). */
export async function zapiszUrzad(db: Db, ustawienia: UstawieniaUrzedu, nadpisz = true): Promise<void> {
  await db.query(
    `INSERT INTO ustawienia (klucz, wartosc) VALUES ('urzad', $1::text::jsonb)
       ON CONFLICT (klucz) DO ${nadpisz ? 'UPDATE SET wartosc = EXCLUDED.wartosc' : 'NOTHING'}`,
    [JSON.stringify(z.parse(urzadSchema, ustawienia))],
  );
}

/** KIR's recipient of a transfer: `name^^town^^country` (the office's name and seat, Poland). */
export const odbiorcaKir = (u: Urzad): string => `${u.urzad}^^${u.ustawienia?.nazwaGminy ?? ''}^^PL`;

/**
 * The settings key of the office's collection account (26 digits, a valid NRB; `POST /admin/ustawienia
 * {"rachunekZbiorczy": "…"}`): where one transfer of instalments of cards with different individual accounts goes
 * (routes/platnosci.ts `rachunekPrzelewu`). Unset (or null): such a basket is refused.
 */
export const KLUCZ_RACHUNKU_ZBIORCZEGO = 'rachunekZbiorczy';
