/**
 * TOTP secrets at rest (issue 11 item 5): AES-256-GCM with a key held outside the database (the environment),
 * bound to the account's id as associated data, so a row copied onto another account does not decrypt. A
 * stored value is `v1.<base64url(iv ‖ tag ‖ ciphertext)>`; base32 has no dot, so a plain secret left from before
 * is told apart and encrypted at start (`encryptTotpSecretsAtRest`).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { iso } from './context.ts';

const WERSJA = 'v1.';
/** A pending secret (shown by GET /konfiguracja2fa) not confirmed within this time is dropped. */
export const NEW_SECRET_TTL_MS = 10 * 60_000;

/** The AES key from key material (GMINA_TOTP_KEY, else the token secret), by HKDF-SHA256. */
export const deriveTotpKey = (material: Buffer | string): Buffer =>
  Buffer.from(hkdfSync('sha256', material, 'gmina', 'totp secrets at rest v1', 32));

const aad = (uzytkownikId: number) => Buffer.from(`totp:${uzytkownikId}`);

export function encryptSecret(klucz: Buffer, sekret: string, uzytkownikId: number): string {
  const iv = randomBytes(12);
  const szyfr = createCipheriv('aes-256-gcm', klucz, iv).setAAD(aad(uzytkownikId));
  const dane = Buffer.concat([szyfr.update(sekret, 'utf8'), szyfr.final()]);
  return WERSJA + Buffer.concat([iv, szyfr.getAuthTag(), dane]).toString('base64url');
}

/** The secret, or null when the value is missing, not ours, or encrypted with another key or for another account. */
export function decryptSecret(klucz: Buffer, zapis: string | null, uzytkownikId: number): string | null {
  if (!zapis?.startsWith(WERSJA)) return null;
  const b = Buffer.from(zapis.slice(WERSJA.length), 'base64url');
  if (b.length < 29) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', klucz, b.subarray(0, 12)).setAAD(aad(uzytkownikId));
    d.setAuthTag(b.subarray(12, 28));
    return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Run at start: encrypts secrets stored in plain text (rows from before migration 010, the demo seed) and drops
 * pending secrets whose setup was abandoned. Idempotent; an encrypted value is left as it is.
 */
export async function encryptTotpSecretsAtRest(db: Db, klucz: Buffer, teraz: number): Promise<void> {
  await deleteAbandonedSecrets(db, teraz);
  const { rows } = await db.query<{
    id: number;
    totp_sekret: string | null;
    totp_sekret_nowy: string | null;
  }>(
    `SELECT id, totp_sekret, totp_sekret_nowy FROM uzytkownicy
      WHERE (totp_sekret IS NOT NULL AND totp_sekret NOT LIKE 'v1.%')
         OR (totp_sekret_nowy IS NOT NULL AND totp_sekret_nowy NOT LIKE 'v1.%')`,
  );
  const jawny = (s: string | null) => s !== null && !s.startsWith(WERSJA);
  for (const r of rows) {
    // conditional on the value read, so two instances starting together do not encrypt twice
    await db.query(
      `UPDATE uzytkownicy SET totp_sekret = $3, totp_sekret_nowy = $5
        WHERE id = $1 AND totp_sekret IS NOT DISTINCT FROM $2 AND totp_sekret_nowy IS NOT DISTINCT FROM $4`,
      [
        r.id,
        r.totp_sekret,
        jawny(r.totp_sekret) ? encryptSecret(klucz, r.totp_sekret!, r.id) : r.totp_sekret,
        r.totp_sekret_nowy,
        jawny(r.totp_sekret_nowy) ? encryptSecret(klucz, r.totp_sekret_nowy!, r.id) : r.totp_sekret_nowy,
      ],
    );
  }
}

/** Drops pending secrets not confirmed in NEW_SECRET_TTL_MS (or with no time, from before 009). */
export async function deleteAbandonedSecrets(db: Db, teraz: number): Promise<void> {
  await db.query(
    `UPDATE uzytkownicy SET totp_sekret_nowy = NULL, totp_sekret_nowy_wygasa = NULL
      WHERE totp_sekret_nowy IS NOT NULL AND (totp_sekret_nowy_wygasa IS NULL OR totp_sekret_nowy_wygasa <= $1)`,
    [iso(teraz)],
  );
}
