/**
 * Signed tokens: JWT with HS256 over node:crypto HMAC. The algorithm is pinned (a header with anything but
 * `{"alg":"HS256","typ":"JWT"}` is rejected, `none` included), the signature is compared in constant time and
 * `exp` is checked against the server clock. `typ` says what a token is good for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** full session, restricted session (spec 01 §6), second login step, identity confirmed by a provider. */
export type TokenType = 'pelny' | 'ograniczony' | '2fa' | 'tozsamosc';

export interface Claims {
  /** user id, or the PESEL for `tozsamosc` */
  sub: string;
  typ: TokenType;
  jti: string;
  /** seconds since the epoch */
  iat: number;
  exp: number;
  [dodatkowe: string]: unknown;
}

const NAGLOWEK = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const B64URL = /^[A-Za-z0-9_-]+$/;
const TYPY: readonly string[] = ['pelny', 'ograniczony', '2fa', 'tozsamosc'];

const hmac = (sekret: Buffer, dane: string) => createHmac('sha256', sekret).update(dane).digest();

export function signJwt(sekret: Buffer, roszczenia: Claims): string {
  const tresc = `${NAGLOWEK}.${Buffer.from(JSON.stringify(roszczenia)).toString('base64url')}`;
  return `${tresc}.${hmac(sekret, tresc).toString('base64url')}`;
}

function json(czesc: string): unknown {
  try {
    return JSON.parse(Buffer.from(czesc, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const obiekt = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The claims of a valid, unexpired token of one of `typy`, else null. `teraz` in milliseconds. */
export function verifyJwt(
  sekret: Buffer,
  token: string,
  teraz: number,
  typy: readonly TokenType[],
): Claims | null {
  if (token.length > 4096) return null;
  const czesci = token.split('.');
  if (czesci.length !== 3 || !czesci.every((c) => B64URL.test(c))) return null;
  const [h, p, s] = czesci as [string, string, string];
  const naglowek = json(h);
  if (
    !obiekt(naglowek) ||
    naglowek['alg'] !== 'HS256' ||
    naglowek['typ'] !== 'JWT' ||
    Object.keys(naglowek).length !== 2
  ) {
    return null;
  }
  const podpis = Buffer.from(s, 'base64url');
  const oczekiwany = hmac(sekret, `${h}.${p}`);
  if (podpis.length !== oczekiwany.length || !timingSafeEqual(podpis, oczekiwany)) return null;
  const r = json(p);
  if (!obiekt(r)) return null;
  const { sub, typ, jti, iat, exp } = r;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof typ !== 'string' || !TYPY.includes(typ)) {
    return null;
  }
  if (!typy.includes(typ as TokenType)) return null;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp)) return null;
  const sekundy = teraz / 1000;
  if (exp <= sekundy || iat > sekundy + 60) return null;
  return r as Claims;
}
