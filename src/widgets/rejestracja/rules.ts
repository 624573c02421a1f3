/**
 * Registration rules (spec 01 §5 "Registration", "Password", "E-mail"): which message each field shows.
 * Pure: the form calls it on submit and sends nothing while any field has a message.
 */
import type { RejestracjaZgody } from '../../core/api/konto.ts';
import {
  validateConsent,
  validateEmail,
  validateEmailRepeat,
  validateNip,
  validatePassword,
  validatePasswordPair,
  validatePesel,
  validateRequired,
  type ValidationResult,
} from '../../core/rules/fields.ts';

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
  return Object.fromEntries(Object.entries(all).filter(([, m]) => m)) as RegistrationErrors;
}

/** The NIP as sent: digits only (the field accepts 123-456-78-90). */
export const nipDigits = (nip: string) => nip.replace(/[^0-9]/g, '');
