/** Server-side checks of account data: the spec's rules (src/core/rules/fields.ts) with the contract's codes. */
import { kodyBledow } from '../../src/core/api/konto.ts';
import { isValidEmail, isValidNip, isValidPesel, passwordProblems } from '../../src/core/rules/fields.ts';
import { ApiError } from '../http.ts';
import { blad } from './context.ts';

export const OPIS_1105 =
  'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny';

/** Spec 01 §5 password rule → 1105. */
export function wymagajSilnegoHasla(haslo: string): void {
  if (haslo.length > 200 || passwordProblems(haslo).length > 0) {
    throw blad(400, kodyBledow.hasloZaSlabe, OPIS_1105);
  }
}

export function email(s: string): string {
  const v = s.trim();
  if (!isValidEmail(v)) throw new ApiError(400, 'Błędny format e-mail');
  return v;
}

/** Empty → null; otherwise a valid PESEL or 400. */
export function pesel(s: string | null): string | null {
  const v = (s ?? '').trim();
  if (!v) return null;
  if (!isValidPesel(v)) throw new ApiError(400, 'błędny numer PESEL');
  return v;
}

/** Empty → null; otherwise a valid NIP (dashes and spaces allowed) or 400. */
export function nip(s: string | null): string | null {
  const v = (s ?? '').replace(/[\s-]/g, '');
  if (!v) return null;
  if (!isValidNip(v)) throw new ApiError(400, 'Błędny numer NIP');
  return v;
}

export function tekst(s: string, pole: string, maks = 100): string {
  const v = s.trim();
  if (!v || v.length > maks) throw new ApiError(400, `Uzupełnij pole: ${pole}`);
  return v;
}

/** Login: 3–50 letters, digits, dot, dash or underscore. */
export function login(s: string): string {
  const v = s.trim();
  if (!/^[\p{L}\p{N}._-]{3,50}$/u.test(v)) {
    throw new ApiError(400, 'Login może mieć 3–50 znaków: litery, cyfry, kropka, myślnik lub podkreślnik');
  }
  return v;
}

/** PostgreSQL unique violation (a login, e-mail or PESEL taken between the check and the insert). */
export const naruszenieUnikalnosci = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
