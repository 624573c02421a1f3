/** TOTP per RFC 6238 (HMAC-SHA-1, 30 s steps, 6 digits) with a base32 secret (RFC 4648) for authenticator apps. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STEP_S = 30;
const CYFRY = 6;
const ALFABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(dane: Buffer): string {
  let bity = 0;
  let wartosc = 0;
  let wynik = '';
  for (const bajt of dane) {
    wartosc = (wartosc << 8) | bajt;
    bity += 8;
    while (bity >= 5) {
      wynik += ALFABET[(wartosc >>> (bity - 5)) & 31];
      bity -= 5;
    }
  }
  if (bity > 0) wynik += ALFABET[(wartosc << (5 - bity)) & 31];
  return wynik;
}

export function fromBase32(tekst: string): Buffer {
  const bajty: number[] = [];
  let bity = 0;
  let wartosc = 0;
  for (const znak of tekst.replace(/[=\s]/g, '').toUpperCase()) {
    const i = ALFABET.indexOf(znak);
    if (i < 0) throw new Error('Niepoprawny klucz base32');
    wartosc = (wartosc << 5) | i;
    bity += 5;
    if (bity >= 8) {
      bajty.push((wartosc >>> (bity - 8)) & 255);
      bity -= 8;
    }
  }
  return Buffer.from(bajty);
}

/** A new 160-bit secret (RFC 4226 recommends at least 128). */
export const newTotpSecret = (): string => base32(randomBytes(20));

/** HOTP value of one counter (RFC 4226 §5.3, dynamic truncation). */
export function hotp(sekret: Buffer, licznik: number): string {
  const bufor = Buffer.alloc(8);
  bufor.writeBigUInt64BE(BigInt(licznik));
  const h = createHmac('sha1', sekret).update(bufor).digest();
  const o = h[h.length - 1]! & 15;
  const kod = (h.readUInt32BE(o) & 0x7fffffff) % 10 ** CYFRY;
  return String(kod).padStart(CYFRY, '0');
}

export const totpStep = (terazMs: number): number => Math.floor(terazMs / 1000 / STEP_S);

/** The code of the step containing `terazMs` (tests and the demo use it to log in). */
export const totpCode = (sekretBase32: string, terazMs: number): string =>
  hotp(fromBase32(sekretBase32), totpStep(terazMs));

/**
 * The step a code belongs to, looking one step back and one ahead (clock drift); a step at or before
 * `ostatniKrok` (already used) never matches, so a code works once. Null when nothing matches.
 */
export function verifyTotp(
  sekretBase32: string,
  kod: string,
  terazMs: number,
  ostatniKrok: number,
): number | null {
  if (!/^\d{6}$/.test(kod)) return null;
  const sekret = fromBase32(sekretBase32);
  const teraz = totpStep(terazMs);
  let trafiony: number | null = null;
  for (const k of [teraz - 1, teraz, teraz + 1]) {
    // every candidate is computed and compared, so the time does not tell which step matched
    const zgodny = timingSafeEqual(Buffer.from(hotp(sekret, k)), Buffer.from(kod));
    if (zgodny && k > ostatniKrok && trafiony === null) trafiony = k;
  }
  return trafiony;
}

export function otpauthUri(wystawca: string, login: string, sekretBase32: string): string {
  const etykieta = encodeURIComponent(`${wystawca}:${login}`);
  const p = new URLSearchParams({
    secret: sekretBase32,
    issuer: wystawca,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${etykieta}?${p.toString()}`;
}
