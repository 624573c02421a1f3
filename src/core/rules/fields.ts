/**
 * Validation rules of the portal (spec 01 §5, §9; spec 02 §4, §5, §9) as pure functions.
 * A validator returns `null` when the value is valid, otherwise a message key from `msg`; the UI translates the
 * key (the spec's Polish wording is in texts.pl.ts beside it). No React, no DOM, no other layer.
 */
import {
  compareDateParts,
  datePartsOf,
  daysInMonth,
  EARLIEST_DATE,
  parseDateInput,
  type DateParts,
} from '../dates.ts';

export { msg, type MessageKey, type ValidationResult } from './messages.ts';
import { msg, type ValidationResult } from './messages.ts';

const DIGITS = /^[0-9]+$/;
const digitsOf = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0) - 48);
const codePoints = (s: string): number => Array.from(s).length;

// ---------------------------------------------------------------------------------------------------------------
// Helper formats

/**
 * True when `s` is one or more ASCII digits and nothing else (spec 01 §5 "Helper formats: digits-only string").
 * An empty string is not digits-only.
 */
export function isDigitsOnly(s: string): boolean {
  return DIGITS.test(s);
}

/** True when `s` is exactly nine ASCII digits, no separators (spec 01 §5 "a 9-digit number (NIP-like)"). */
export function isNineDigits(s: string): boolean {
  return s.length === 9 && DIGITS.test(s);
}

/**
 * True when `s` has at least one non-whitespace character; `null` and `undefined` count as blank
 * (spec 01 §5 "non-blank string"; spec 01 §4 stores empty values as null).
 */
export function isNonBlank(s: string | null | undefined): s is string {
  return typeof s === 'string' && s.trim() !== '';
}

/**
 * Required-field check (spec 01 §5 "Generic: 'Puste pole', 'Uzupełnij pole'"): a blank value gives `key`,
 * by default `msg.fieldEmpty`; pass `msg.fieldRequired` where the form prompts the person to fill the field
 * (request content, spec 02 §5).
 */
export function validateRequired(
  s: string | null | undefined,
  key: typeof msg.fieldEmpty | typeof msg.fieldRequired = msg.fieldEmpty,
): ValidationResult {
  return isNonBlank(s) ? null : key;
}

/**
 * Registration consent (spec 01 §5 "Registration"): when the office asks for a consent (`asked`), it must be
 * given, otherwise `msg.consentRequired`; a consent that is not asked for is never required.
 */
export function validateConsent(asked: boolean, given: boolean): ValidationResult {
  return asked && !given ? msg.consentRequired : null;
}

// ---------------------------------------------------------------------------------------------------------------
// PESEL, NIP, NRB

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * Check digit of a PESEL from its first ten digits (spec 01 §5: weights 1,3,7,9 repeating, check digit =
 * (10 − sum mod 10) mod 10); `null` when `first10` is not ten digits. Exported for demo-data generation.
 */
export function peselCheckDigit(first10: string): number | null {
  if (first10.length !== 10 || !DIGITS.test(first10)) return null;
  const sum = digitsOf(first10).reduce((acc, d, i) => acc + d * (PESEL_WEIGHTS[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** Month offset of a PESEL → century: 80 → 1800s, 0 → 1900s, 20 → 2000s, 40 → 2100s, 60 → 2200s. */
const PESEL_CENTURIES: readonly (readonly [offset: number, century: number])[] = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

const isRealDate = (y: number, m: number, d: number): boolean => d >= 1 && d <= daysInMonth(y, m);

/**
 * Birth date encoded in the first six digits of a PESEL (yymmdd, the month carrying the century offset
 * 80/0/20/40/60 for 1800–2299), or `null` when the digits do not name a real calendar date. The checksum is not
 * looked at here; see `isValidPesel`.
 */
export function peselBirthDate(pesel: string): DateParts | null {
  if (pesel.length < 6 || !DIGITS.test(pesel.slice(0, 6))) return null;
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const d = Number(pesel.slice(4, 6));
  for (const [offset, century] of PESEL_CENTURIES) {
    const m = mm - offset;
    if (m >= 1 && m <= 12) {
      const y = century + yy;
      return isRealDate(y, m, d) ? { y, m, d } : null;
    }
  }
  return null;
}

/**
 * True for a valid PESEL (spec 01 §5 voter check): exactly 11 ASCII digits, a correct check digit and a birth
 * date that exists (month offsets 80/0/20/40/60 → 1800s/1900s/2000s/2100s/2200s, leap years honoured).
 * No trimming: sanitize the input first.
 */
export function isValidPesel(s: string): boolean {
  if (s.length !== 11 || !DIGITS.test(s)) return false;
  return peselCheckDigit(s.slice(0, 10)) === Number(s[10]) && peselBirthDate(s) !== null;
}

/**
 * PESEL field check on "Check" (spec 01 §5, §8): blank → `msg.fieldEmpty`, anything that is not a valid PESEL
 * (surrounding whitespace ignored) → `msg.peselInvalid`.
 */
export function validatePesel(s: string | null | undefined): ValidationResult {
  if (!isNonBlank(s)) return msg.fieldEmpty;
  return isValidPesel(s.trim()) ? null : msg.peselInvalid;
}

/**
 * What the PESEL input keeps of what was typed or pasted (spec 01 §5 "accepts digits only and fewer than 12
 * characters", §9): every non-digit is dropped and the result is cut to 11 digits.
 */
export function sanitizePeselInput(s: string): string {
  return s.replace(/[^0-9]/g, '').slice(0, 11);
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * Check digit of a NIP from its first nine digits (weights 6,5,7,2,3,4,5,6,7, sum mod 11); `null` when the
 * input is not nine digits or the remainder is 10 (no NIP is issued with such digits). Exported for demo data.
 */
export function nipCheckDigit(first9: string): number | null {
  if (first9.length !== 9 || !DIGITS.test(first9)) return null;
  const r = digitsOf(first9).reduce((acc, d, i) => acc + d * (NIP_WEIGHTS[i] ?? 0), 0) % 11;
  return r === 10 ? null : r;
}

/**
 * True for a valid NIP, the tax id of an institution subject (spec 01 §1, §3): ten digits whose weighted sum
 * mod 11 equals the last digit. Single hyphens or spaces between digits are accepted and ignored, because NIPs
 * are commonly written 123-456-78-90 or 123-45-67-890; surrounding whitespace and a 'PL' prefix are not.
 */
export function isValidNip(s: string): boolean {
  if (!/^[0-9](?:[ -]?[0-9]){9}$/.test(s)) return false;
  const digits = s.replace(/[ -]/g, '');
  return nipCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** NIP field check: blank → `msg.fieldEmpty`; not a valid NIP → `msg.formatInvalid` (spec 01 §5 "Generic"). */
export function validateNip(s: string | null | undefined): ValidationResult {
  if (!isNonBlank(s)) return msg.fieldEmpty;
  return isValidNip(s.trim()) ? null : msg.formatInvalid;
}

/** Remainder mod 97 of a long digit string, computed in chunks so no precision is lost. */
const mod97 = (digits: string): number => {
  let r = 0;
  for (let i = 0; i < digits.length; i += 7) r = Number(String(r) + digits.slice(i, i + 7)) % 97;
  return r;
};

/** 'PL' as IBAN digits: P = 25, L = 21. */
const PL_DIGITS = '2521';

/**
 * The two IBAN check digits of a Polish account number for a 24-digit BBAN (8-digit bank routing number plus
 * 16-digit account), as a two-character string; `null` when `bban` is not 24 digits. Exported for demo data.
 */
export function nrbCheckDigits(bban: string): string | null {
  if (bban.length !== 24 || !DIGITS.test(bban)) return null;
  return String(98 - mod97(bban + PL_DIGITS + '00')).padStart(2, '0');
}

/**
 * True for a valid 26-digit Polish bank account number, NRB (spec 02 §3 numerKontaBankowego, §9): whitespace
 * anywhere is ignored, an optional 'PL' prefix is accepted, and the number must pass the IBAN mod-97 check
 * with the country code PL. The bank routing number's own internal check digit is not verified.
 */
export function isValidNrb(s: string): boolean {
  const compact = s.replace(/\s/g, '').replace(/^pl/i, '');
  if (compact.length !== 26 || !DIGITS.test(compact)) return false;
  return mod97(compact.slice(2) + PL_DIGITS + compact.slice(0, 2)) === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Password

/** Minimum password length (spec 01 §9 "Password minimum 8"). */
export const PASSWORD_MIN_LENGTH = 8;

/** One unmet part of the password rule (spec 01 §5). */
export type PasswordProblem = 'tooShort' | 'noLower' | 'noUpper' | 'noDigit' | 'noSpecial';

/**
 * Character classes of the password rule. Letters are Unicode-aware (ą and Ą count as lower and upper case);
 * a special character is anything that is neither a letter, a number nor whitespace (so '_' counts, ' ' not).
 */
const classesOf = (pw: string) => ({
  lower: /\p{Ll}/u.test(pw),
  upper: /\p{Lu}/u.test(pw),
  digit: /\p{Nd}/u.test(pw),
  special: /[^\p{L}\p{N}\s]/u.test(pw),
});

/**
 * Every unmet part of the password rule (spec 01 §5: at least 8 characters, a lower-case letter, an upper-case
 * letter, a digit and a special character), in that order; empty for a valid password. Length is counted in
 * Unicode code points, so an emoji is one character.
 */
export function passwordProblems(pw: string): PasswordProblem[] {
  const c = classesOf(pw);
  const problems: PasswordProblem[] = [];
  if (codePoints(pw) < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!c.lower) problems.push('noLower');
  if (!c.upper) problems.push('noUpper');
  if (!c.digit) problems.push('noDigit');
  if (!c.special) problems.push('noSpecial');
  return problems;
}

/**
 * Password field check (spec 01 §5): empty → `msg.passwordEmpty`; any unmet part of the rule →
 * `msg.passwordTooWeak`. The value is not trimmed: spaces are part of a password.
 */
export function validatePassword(pw: string): ValidationResult {
  if (pw === '') return msg.passwordEmpty;
  return passwordProblems(pw).length === 0 ? null : msg.passwordTooWeak;
}

/** Strength words of spec 01 §5: za słabe, słabe, dobre, bardzo dobre (i18n keys, not texts). */
export type PasswordStrength = 'zaSlabe' | 'slabe' | 'dobre' | 'bardzoDobre';

/**
 * Strength of a password for the strength meter (spec 01 §5 "weak when under 8 characters or missing classes,
 * good at exactly 8, very good at 9 or more"). Our split of "weak": 'zaSlabe' (too weak) when empty, under 4
 * characters or using at most one of the four classes; otherwise 'slabe' while under 8 characters or missing
 * a class. A password meeting the whole rule is 'dobre' at exactly 8 characters and 'bardzoDobre' at 9 or more,
 * so 'dobre' or better ⇔ `validatePassword` returns null.
 */
export function passwordStrength(pw: string): PasswordStrength {
  const len = codePoints(pw);
  const classes = Object.values(classesOf(pw)).filter(Boolean).length;
  if (len < 4 || classes <= 1) return 'zaSlabe';
  if (len < PASSWORD_MIN_LENGTH || classes < 4) return 'slabe';
  return len === PASSWORD_MIN_LENGTH ? 'dobre' : 'bardzoDobre';
}

/**
 * New password and its repetition (spec 01 §5): either one empty → `msg.passwordPairEmpty` ('Uzupełnij hasła'),
 * different → `msg.passwordMismatch`. The strength rule itself is `validatePassword`'s job.
 */
export function validatePasswordPair(pw: string, repeat: string): ValidationResult {
  if (pw === '' || repeat === '') return msg.passwordPairEmpty;
  return pw === repeat ? null : msg.passwordMismatch;
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail and phone

/**
 * A practical e-mail shape, not RFC 5322: an ASCII local part of atext characters with single dots between
 * them, '@', then dot-separated domain labels of letters/digits/hyphens (Unicode letters allowed for Polish IDN
 * domains, no hyphen at a label's ends) ending in a top-level domain of at least two letters.
 */
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/**
 * True when `s` (already trimmed) looks like an e-mail address (spec 01 §5 "valid shape"): see `EMAIL_RE`,
 * at most 64 characters before '@' and 254 in all.
 */
export function isValidEmail(s: string): boolean {
  const at = s.lastIndexOf('@');
  return s.length <= 254 && at > 0 && at <= 64 && EMAIL_RE.test(s);
}

/**
 * E-mail field check (spec 01 §5; spec 02 §5): the value is trimmed (send the trimmed value); blank →
 * `msg.emailEmpty` when `required` (the default), `null` when not (correspondence data, consent dialog with the
 * consent off); a bad shape → `msg.emailInvalid`.
 */
export function validateEmail(
  s: string | null | undefined,
  options: { required?: boolean } = {},
): ValidationResult {
  const v = (s ?? '').trim();
  if (v === '') return options.required === false ? null : msg.emailEmpty;
  return isValidEmail(v) ? null : msg.emailInvalid;
}

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Repeated e-mail of registration (spec 01 §5 "e-mails equal"): differs from `email` → `msg.emailMismatch`.
 * Compared trimmed and case-insensitively, since case does not change the mailbox in practice.
 */
export function validateEmailRepeat(email: string, repeat: string): ValidationResult {
  return sameEmail(email, repeat) ? null : msg.emailMismatch;
}

/**
 * Change of e-mail (spec 01 §5), first failing rule wins: the new address as `validateEmail` (→ `msg.emailEmpty`
 * or `msg.emailInvalid`), then the same as the current one (→ `msg.emailSameAsCurrent`), both belonging to the
 * new-address field; then the repetition differs (→ `msg.emailMismatch`, the repeat field). Comparisons are
 * trimmed and case-insensitive.
 */
export function validateNewEmail(current: string, next: string, repeat: string): ValidationResult {
  const r = validateEmail(next);
  if (r) return r;
  if (sameEmail(current, next)) return msg.emailSameAsCurrent;
  return validateEmailRepeat(next, repeat);
}

/**
 * True for a Polish phone number as the spec wants it (spec 01 §5, §9; spec 02 §5 "phone exactly 9 digits"):
 * nine digits, optionally split by single spaces or hyphens between digits ('600 700 800', '600-700-800'),
 * surrounding whitespace ignored. A +48 or 0048 prefix is not accepted — the spec asks for the 9 digits.
 */
export function isValidPhone(s: string): boolean {
  return /^[0-9](?:[ -]?[0-9]){8}$/.test(s.trim());
}

/** The nine digits of a valid phone number (what to send), or `null` when `isValidPhone` rejects it. */
export function normalizePhone(s: string): string | null {
  return isValidPhone(s) ? s.replace(/[^0-9]/g, '') : null;
}

/**
 * Phone field check (spec 01 §5 consent dialog; spec 02 §5 extra topics, correspondence data): blank →
 * `msg.fieldEmpty` when `required` (the default), `null` when not; otherwise `msg.phoneInvalid` unless
 * `isValidPhone` accepts it.
 */
export function validatePhone(
  s: string | null | undefined,
  options: { required?: boolean } = {},
): ValidationResult {
  if (!isNonBlank(s)) return options.required === false ? null : msg.fieldEmpty;
  return isValidPhone(s) ? null : msg.phoneInvalid;
}

// ---------------------------------------------------------------------------------------------------------------
// TOTP

/** Length of a TOTP code. */
export const TOTP_LENGTH = 6;

/**
 * One-time code of two-factor login and setup (spec 01 §4, §5): blank → `msg.fieldEmpty`; anything but six
 * digits → `msg.totpInvalid`. Whitespace is ignored, since authenticator apps show codes as '123 456'.
 */
export function validateTotp(code: string | null | undefined): ValidationResult {
  if (!isNonBlank(code)) return msg.fieldEmpty;
  return /^[0-9]{6}$/.test(code.replace(/\s/g, '')) ? null : msg.totpInvalid;
}

// ---------------------------------------------------------------------------------------------------------------
// Date field

/**
 * Date field check (spec 01 §5 "Dates", §9; spec 02 §5 "Date filters"): blank → `msg.fieldEmpty` (check
 * `isNonBlank` first where the field is optional); not a real dd.mm.yyyy day → `msg.dateInvalid`; before
 * 1900-01-01 → `msg.dateBefore1900`; after the local day of `today` → `msg.dateInFuture` (today itself is fine,
 * at any hour). `today` null: a field where a future date makes sense, with no upper bound — the dues card's
 * due-date filter (issue 26 item 6): spec 02 §5 ("Date filters: … not in the future") and §9 ("no future
 * dates") would refuse a future date, but §4 sets that filter's default range "earliest to latest due date", and
 * due dates lie ahead (deferred ones into next year), so the default would be a value nobody may type. A day
 * something happened (the vehicle count's day) keeps the rule.
 */
export function validateDateInput(
  s: string | null | undefined,
  today: Date | null = new Date(),
): ValidationResult {
  if (s == null || s.trim() === '') return msg.fieldEmpty;
  const p = parseDateInput(s);
  if (!p) return msg.dateInvalid;
  if (compareDateParts(p, EARLIEST_DATE) < 0) return msg.dateBefore1900;
  if (today && compareDateParts(p, datePartsOf(today)) > 0) return msg.dateInFuture;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Meter reading (Stan wodomierzy)

/** The meter's digit format and the last accepted reading (spec 02 §3 "Meter (entry)"). */
export interface MeterFormat {
  /** stanLicznika; `null` when the meter has no reading yet. */
  current: number | null;
  /** zakresLicznikaCalkowite: at most this many digits before the dot. */
  integerDigits: number;
  /** zakresLicznikaDziesietne: at most this many digits after the dot; 0 means no decimal part. */
  decimalDigits: number;
}

/**
 * What the reading input keeps of what was typed or pasted (spec 02 §4 "typing allows only digits (and a dot
 * separator)"): digits and the first dot; everything else is dropped. A comma is taken as the dot, because the
 * numeric keypad types ',' on Polish systems and silently dropping it would turn 123,5 into 1235.
 */
export function sanitizeReadingInput(s: string): string {
  let seenDot = false;
  let out = '';
  for (const c of s) {
    if (c >= '0' && c <= '9') out += c;
    else if ((c === '.' || c === ',') && !seenDot) {
      seenDot = true;
      out += '.';
    }
  }
  return out;
}

/**
 * New meter reading on send (spec 02 §4, §5): blank → `msg.fieldEmpty`; not `integerDigits` digits at most,
 * optionally a dot and 1..`decimalDigits` digits → `msg.readingFormatInvalid` (a trailing dot is a format
 * error); below the current reading → `msg.readingBelowPrevious`; equal to it → `msg.readingNotAbove`.
 * Issue 26 item 10 chose between spec 02 §4 ("the value is above the current reading") and its message in §5/§8
 * ("Wartość nie może być mniejsza niż poprzednie zgłoszenie", i.e. not smaller): the rule wins — a report of no
 * consumption is no new reading — and an equal value gets a message that says what is wrong ("must be greater")
 * instead of the spec's, which would be untrue of it.
 */
export function validateReading(value: string | null | undefined, format: MeterFormat): ValidationResult {
  const v = (value ?? '').trim();
  if (v === '') return msg.fieldEmpty;
  const int = Math.max(1, Math.floor(format.integerDigits));
  const dec = Math.max(0, Math.floor(format.decimalDigits));
  const re = new RegExp(dec > 0 ? `^[0-9]{1,${int}}(?:\\.[0-9]{1,${dec}})?$` : `^[0-9]{1,${int}}$`);
  if (!re.test(v)) return msg.readingFormatInvalid;
  if (format.current !== null && Number(v) <= format.current)
    return Number(v) < format.current ? msg.readingBelowPrevious : msg.readingNotAbove;
  return null;
}

/** The reading as the number sent in nowyStanLicznika (spec 02 §3), or `null` for a blank or malformed value. */
export function parseReading(value: string): number | null {
  const v = value.trim();
  return /^[0-9]+(?:\.[0-9]+)?$/.test(v) ? Number(v) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Request text

/** Request text limits (spec 02 §5, §9): 2000 characters, 1000 for topics flagged extra. */
export const REQUEST_TEXT_LIMIT = 2000;
export const REQUEST_TEXT_LIMIT_EXTRA = 1000;

/** The request text limit for a topic (spec 02 §5): 1000 when the topic is flagged extra (czyDodatkowy), else 2000. */
export function requestTextLimit(extraTopic: boolean): number {
  return extraTopic ? REQUEST_TEXT_LIMIT_EXTRA : REQUEST_TEXT_LIMIT;
}

/**
 * Cuts `s` to at most `max` characters (spec 02 §5 "typing beyond it is ignored"). Counts Unicode code points,
 * as PostgreSQL's varchar(n) does, and never splits a surrogate pair; use this rather than the HTML maxlength
 * attribute, which counts UTF-16 units.
 */
export function limitText(s: string, max: number): string {
  if (s.length <= max) return s;
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, Math.max(0, max)).join('');
}

/** Characters left under `max` for the remaining-characters counter (spec 02 §5), code points, never below 0. */
export function remainingChars(s: string, max: number): number {
  return Math.max(0, max - codePoints(s));
}
