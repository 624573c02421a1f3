/**
 * Activation and password links (issue 4): a random value goes into the e-mail, only its SHA-256 is stored;
 * each link has an expiry and works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { iso, type KontoOpcje } from './context.ts';

export type RodzajLinku = 'aktywacja' | 'haslo';
export const WAZNOSC_LINKU_MS: Record<RodzajLinku, number> = {
  aktywacja: 48 * 3600_000,
  haslo: 3600_000,
};

const skrot = (wartosc: string) => createHash('sha256').update(wartosc).digest('hex');

/** A new link value; earlier unused links of the same kind stop working. */
export async function nowyLink(k: KontoOpcje, uzytkownikId: number, rodzaj: RodzajLinku): Promise<string> {
  const teraz = k.teraz();
  const wartosc = randomBytes(24).toString('base64url');
  await k.db.query(
    'UPDATE linki_konta SET uzyty = $3 WHERE uzytkownik_id = $1 AND rodzaj = $2 AND uzyty IS NULL',
    [uzytkownikId, rodzaj, iso(teraz)],
  );
  await k.db.query('INSERT INTO linki_konta (skrot, uzytkownik_id, rodzaj, wygasa) VALUES ($1, $2, $3, $4)', [
    skrot(wartosc),
    uzytkownikId,
    rodzaj,
    iso(teraz + WAZNOSC_LINKU_MS[rodzaj]),
  ]);
  return wartosc;
}

/** The user of a valid, unused, unexpired link, or null. `zuzyj` marks it used (atomically). */
export async function uzytkownikLinku(
  k: KontoOpcje,
  wartosc: string,
  rodzaj: RodzajLinku,
  zuzyj: boolean,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(wartosc)) return null;
  const teraz = iso(k.teraz());
  const { rows } = zuzyj
    ? await k.db.query<{ uzytkownik_id: number }>(
        `UPDATE linki_konta SET uzyty = $3
          WHERE skrot = $1 AND rodzaj = $2 AND uzyty IS NULL AND wygasa > $3 RETURNING uzytkownik_id`,
        [skrot(wartosc), rodzaj, teraz],
      )
    : await k.db.query<{ uzytkownik_id: number }>(
        `SELECT uzytkownik_id FROM linki_konta
          WHERE skrot = $1 AND rodzaj = $2 AND uzyty IS NULL AND wygasa > $3`,
        [skrot(wartosc), rodzaj, teraz],
      );
  return rows[0]?.uzytkownik_id ?? null;
}
