/**
 * Password hashing: scrypt N=2^17, r=8, p=1 (issue 4 "Contract server"), stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>` so the cost can be raised later without a migration.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The work factor, log2 N = 17. `GMINA_SCRYPT_LOG_N` (10–17) lowers it for the test suites, whose logins would
 * otherwise spend most of their time hashing; anything else (unset, out of range) gives 17.
 */
export function workFactor(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 10 && n <= 17 ? n : 17;
}
const LOG_N = workFactor(process.env['GMINA_SCRYPT_LOG_N']);
const R = 8;
const P = 1;
const DLUGOSC = 32;

function scryptAsync(haslo: string, sol: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is too small for N=2^17.
  const opts: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(haslo.normalize('NFC'), sol, DLUGOSC, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(haslo: string, logN = LOG_N): Promise<string> {
  const sol = randomBytes(16);
  const klucz = await scryptAsync(haslo, sol, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${sol.toString('base64')}$${klucz.toString('base64')}`;
}

export const MAX_PASSWORD_LENGTH = 1024;
const ZAPIS = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;
const ATRAPA_SOLI = randomBytes(16);

/**
 * True when `haslo` matches the stored record. With no record (unknown login, or an account without a
 * password) one hash is still computed, so the answer takes as long as for a real account.
 */
export async function verifyPassword(haslo: string, zapis: string | null | undefined): Promise<boolean> {
  const m = zapis ? ZAPIS.exec(zapis) : null;
  // no real password is that long; refusing it keeps a megabyte body from becoming a megabyte hash input
  if (!m || haslo.length > MAX_PASSWORD_LENGTH) {
    await scryptAsync(haslo.slice(0, MAX_PASSWORD_LENGTH), ATRAPA_SOLI, LOG_N, R, P);
    return false;
  }
  const oczekiwany = Buffer.from(m[5]!, 'base64');
  const klucz = await scryptAsync(
    haslo,
    Buffer.from(m[4]!, 'base64'),
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
  );
  return klucz.length === oczekiwany.length && timingSafeEqual(klucz, oczekiwany);
}

/** A record no password matches (accounts created by an identity login until a password is set). */
export const NO_PASSWORD = '!';
