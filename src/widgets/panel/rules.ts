/**
 * Rules of the user panel as pure functions (spec 01 §2 "User panel", §5, §6, §8), so they are tested without a
 * screen: which field a server error code belongs to, what each form checks before it is sent, and what a
 * restricted account is shown.
 */
import { kodyBledow } from '../../core/api/konto.ts';
import {
  msg,
  validateEmail,
  validateNewEmail,
  validatePassword,
  validatePasswordPair,
  validatePhone,
  type ValidationResult,
} from '../../core/rules/fields.ts';

export type Errors<K extends string> = Partial<Record<K, ValidationResult>>;
const clean = <K extends string>(e: Errors<K>): Errors<K> =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as Errors<K>;

export type HasloPole = 'stareHaslo' | 'noweHaslo' | 'powtorzHaslo';
export interface ZmianaHasla {
  stareHaslo: string;
  noweHaslo: string;
  powtorzHaslo: string;
}

/** Change password (spec 01 §5): old one given, new one strong enough, the pair filled in ('Uzupełnij hasła') and equal. */
export function zmianaHaslaErrors(f: ZmianaHasla): Errors<HasloPole> {
  return clean({
    stareHaslo: f.stareHaslo === '' ? msg.passwordEmpty : null,
    noweHaslo: validatePassword(f.noweHaslo),
    powtorzHaslo: validatePasswordPair(f.noweHaslo, f.powtorzHaslo),
  });
}

/** Spec 01 §8: 1519 at the old password, 1105 and 1502 at the new one; anything else has no field. */
export function hasloServerField(kod: number | undefined): HasloPole | null {
  if (kod === kodyBledow.zleHaslo) return 'stareHaslo';
  if (kod === kodyBledow.hasloZaSlabe || kod === kodyBledow.hasloTakieSamo) return 'noweHaslo';
  return null;
}

export type EmailPole = 'nowyEmail' | 'powtorzEmail' | 'haslo';
export interface ZmianaEmaila {
  nowyEmail: string;
  powtorzEmail: string;
  haslo: string;
}

/** Change e-mail (spec 01 §5): a valid new address, other than the current, repeated; the password given. */
export function zmianaEmailaErrors(current: string, f: ZmianaEmaila): Errors<EmailPole> {
  const nowy = validateNewEmail(current, f.nowyEmail, f.nowyEmail);
  return clean({
    nowyEmail: nowy,
    powtorzEmail: nowy ? null : validateNewEmail(current, f.nowyEmail, f.powtorzEmail),
    haslo: f.haslo === '' ? msg.passwordEmpty : null,
  });
}

/** Spec 01 §8: 1511 at the new e-mail, 1519 at the password. */
export function emailServerField(kod: number | undefined): EmailPole | null {
  if (kod === kodyBledow.emailZajety) return 'nowyEmail';
  if (kod === kodyBledow.zleHaslo) return 'haslo';
  return null;
}

export interface ZgodyForm {
  powiadomieniaEmail: boolean;
  powiadomieniaSms: boolean;
  email: string;
  telefon: string;
}

/** Spec 01 §5: the phone and the e-mail are checked only when their consent is on. */
export function zgodyErrors(f: ZgodyForm): Errors<'email' | 'telefon'> {
  return clean({
    email: f.powiadomieniaEmail ? validateEmail(f.email) : null,
    telefon: f.powiadomieniaSms ? validatePhone(f.telefon) : null,
  });
}

/** Spec 01 §4: empty values are stored as null. */
export const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** Spec 01 §2, §6: the correspondence-data button needs the office's flag and a full (not restricted) login. */
export function showCorrespondence(flag: boolean | undefined, restricted: boolean): boolean {
  return Boolean(flag) && !restricted;
}

/** Spec 01 §4: the first-login dialog is for a logged-in, confirmed user with the first-login flag. */
export function showFirstLogin(
  user: { czyPierwszeLogowanie: boolean; czyNiepotwierdzony: boolean } | null,
  restricted: boolean,
): boolean {
  return Boolean(user?.czyPierwszeLogowanie) && !user?.czyNiepotwierdzony && !restricted;
}
