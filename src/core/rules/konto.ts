/**
 * Rules of the account as pure functions (spec 01 §2 "User panel", §5 "Registration", "Password", "E-mail", §6,
 * §8), so they are tested without a screen: which message each registration field shows (the form sends nothing
 * while any field has one), what each panel form checks before it is sent, which field a server error code
 * belongs to, and what a restricted account is shown.
 */
import { kodyBledow, type RejestracjaZgody } from '../api/konto.ts';
import {
  msg,
  validateConsent,
  validateEmail,
  validateEmailRepeat,
  validateNewEmail,
  validateNip,
  validatePassword,
  validatePasswordPair,
  validatePesel,
  validatePhone,
  validateRequired,
  type ValidationResult,
} from './fields.ts';

export interface RegistrationValues {
  rodzaj: 'osoba' | 'instytucja';
  imie: string;
  nazwisko: string;
  login: string;
  email: string;
  email2: string;
  haslo: string;
  haslo2: string;
  pesel: string;
  nip: string;
  zgodaDane: boolean;
  zgodaRegulamin: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, ValidationResult>>;

export const emptyRegistration: RegistrationValues = {
  rodzaj: 'osoba',
  imie: '',
  nazwisko: '',
  login: '',
  email: '',
  email2: '',
  haslo: '',
  haslo2: '',
  pesel: '',
  nip: '',
  zgodaDane: false,
  zgodaRegulamin: false,
};

/** Messages per field; only fields with a problem are present. A person gives a PESEL, an institution a NIP. */
export function validateRegistration(v: RegistrationValues, zgody: RejestracjaZgody): RegistrationErrors {
  const all: RegistrationErrors = {
    imie: validateRequired(v.imie),
    nazwisko: validateRequired(v.nazwisko),
    login: validateRequired(v.login),
    email: validateEmail(v.email),
    email2: validateEmail(v.email) ? null : validateEmailRepeat(v.email, v.email2),
    haslo: validatePassword(v.haslo),
    haslo2: validatePasswordPair(v.haslo, v.haslo2),
    pesel: v.rodzaj === 'osoba' ? validatePesel(v.pesel) : null,
    nip: v.rodzaj === 'instytucja' ? validateNip(v.nip) : null,
    zgodaDane: validateConsent(zgody.czyPytacOZgodeNaPrzetwarzanieDanych, v.zgodaDane),
    zgodaRegulamin: validateConsent(zgody.czyPytacOZgodeNaRegulamin, v.zgodaRegulamin),
  };
  return Object.fromEntries(Object.entries(all).filter(([, m]) => m));
}

/** The NIP as sent: digits only (the field accepts 123-456-78-90). */
export const nipDigits = (nip: string) => nip.replace(/[^0-9]/g, '');

// ---------------------------------------------------------------------------------------------------------------
// User panel

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
