import fc from 'fast-check';
import walidacjaPl from './texts.pl.ts';
import { describe, expect, it } from 'vitest';
import {
  isDigitsOnly,
  isNineDigits,
  isNonBlank,
  isValidEmail,
  isValidNip,
  isValidNrb,
  isValidPesel,
  isValidPhone,
  limitText,
  msg,
  nipCheckDigit,
  normalizePhone,
  nrbCheckDigits,
  parseReading,
  passwordProblems,
  passwordStrength,
  peselBirthDate,
  peselCheckDigit,
  remainingChars,
  requestTextLimit,
  sanitizePeselInput,
  sanitizeReadingInput,
  validateConsent,
  validateDateInput,
  validateEmail,
  validateEmailRepeat,
  validateNewEmail,
  validateNip,
  validatePassword,
  validatePasswordPair,
  validatePesel,
  validatePhone,
  validateReading,
  validateRequired,
  validateTotp,
} from './fields.ts';
import { formatDatePl } from '../dates.ts';

const SEED = { seed: 20261122 };
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));

/** Every string that differs from `s` in exactly one digit position. */
const oneDigitChange = (s: string) =>
  fc
    .record({ pos: fc.integer({ min: 0, max: s.length - 1 }), delta: fc.integer({ min: 1, max: 9 }) })
    .map(({ pos, delta }) => s.slice(0, pos) + String((Number(s[pos]) + delta) % 10) + s.slice(pos + 1));

const PESEL_OFFSETS: Record<number, number> = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 };
const validPesel = fc
  .record({
    date: fc.date({
      min: new Date(Date.UTC(1800, 0, 1)),
      max: new Date(Date.UTC(2299, 11, 31)),
      noInvalidDate: true,
    }),
    serial: digits(4),
  })
  .map(({ date, serial }) => {
    const y = date.getUTCFullYear();
    const mm = date.getUTCMonth() + 1 + (PESEL_OFFSETS[Math.floor(y / 100)] ?? 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const first10 = pad(y % 100) + pad(mm) + pad(date.getUTCDate()) + serial;
    return first10 + String(peselCheckDigit(first10));
  });
const validNip = digits(9)
  .filter((d) => nipCheckDigit(d) !== null)
  .map((d) => d + String(nipCheckDigit(d)));
const validNrb = digits(24).map((bban) => `${nrbCheckDigits(bban)}${bban}`);

/** The Polish texts by full key ('walidacja.peselBledny'), as the interface looks them up. */
const plMessages: Record<string, string> = Object.fromEntries(
  Object.entries(walidacjaPl.walidacja).map(([k, v]) => [`walidacja.${k}`, v]),
);

describe('message keys', () => {
  it('has a Polish text for every key, keys under walidacja.', () => {
    for (const key of Object.values(msg)) {
      expect(key).toMatch(/^walidacja\.[A-Za-z0-9]+$/);
      expect(plMessages[key]).toBeTruthy();
    }
    expect(Object.keys(plMessages)).toHaveLength(Object.keys(msg).length);
    expect(new Set(Object.values(msg)).size).toBe(Object.keys(msg).length);
  });

  it('keeps the spec wording verbatim', () => {
    expect(plMessages[msg.peselInvalid]).toBe('błędny numer PESEL');
    expect(plMessages[msg.passwordTooWeak]).toBe(
      'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
    );
    expect(plMessages[msg.dateInvalid]).toBe('Wprowadzono błędną date');
    expect(plMessages[msg.readingBelowPrevious]).toBe(
      'Wartość nie może być mniejsza niż poprzednie zgłoszenie',
    );
    expect(plMessages[msg.readingFormatInvalid]).toBe('Stan niezgodny z formatem licznika');
    expect(plMessages[msg.phoneInvalid]).toBe('Niepoprawny format numeru telefonu');
  });
});

describe('helper formats (spec 01 §5)', () => {
  it('isDigitsOnly', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('')).toBe(false);
    expect(isDigitsOnly('12 3')).toBe(false);
    expect(isDigitsOnly('١٢')).toBe(false);
  });
  it('isNineDigits', () => {
    expect(isNineDigits('123456789')).toBe(true);
    expect(isNineDigits('12345678')).toBe(false);
    expect(isNineDigits('1234567890')).toBe(false);
    expect(isNineDigits('12345678a')).toBe(false);
  });
  it('isNonBlank', () => {
    expect(isNonBlank('a')).toBe(true);
    expect(isNonBlank(' \t\n')).toBe(false);
    expect(isNonBlank('')).toBe(false);
    expect(isNonBlank(null)).toBe(false);
    expect(isNonBlank(undefined)).toBe(false);
  });
  it('validateRequired and validateConsent', () => {
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired('  ')).toBe(msg.fieldEmpty);
    expect(validateRequired(null, msg.fieldRequired)).toBe(msg.fieldRequired);
    expect(validateConsent(true, false)).toBe(msg.consentRequired);
    expect(validateConsent(true, true)).toBeNull();
    expect(validateConsent(false, false)).toBeNull();
  });
});

describe('PESEL (spec 01 §5)', () => {
  it.each(['44051401359', '02122401358', '02211307589'])('accepts the public vector %s', (p) => {
    expect(isValidPesel(p)).toBe(true);
    expect(validatePesel(p)).toBeNull();
  });

  it('rejects a bad checksum and a date that does not exist', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('02381307589')).toBe(false);
    expect(validatePesel('44051401358')).toBe(msg.peselInvalid);
  });

  it('rejects wrong lengths and non-digits', () => {
    for (const p of ['', '4405140135', '440514013590', '4405140135a', ' 44051401359']) {
      expect(isValidPesel(p)).toBe(false);
    }
  });

  it('validatePesel: blank → fieldEmpty, whitespace around ignored', () => {
    expect(validatePesel('')).toBe(msg.fieldEmpty);
    expect(validatePesel('   ')).toBe(msg.fieldEmpty);
    expect(validatePesel(null)).toBe(msg.fieldEmpty);
    expect(validatePesel(' 44051401359 ')).toBeNull();
  });

  it('decodes the birth date with every century offset', () => {
    expect(peselBirthDate('44051401359')).toEqual({ y: 1944, m: 5, d: 14 });
    expect(peselBirthDate('02211307589')).toEqual({ y: 2002, m: 1, d: 13 });
    expect(peselBirthDate('99923100000')).toEqual({ y: 1899, m: 12, d: 31 });
    expect(peselBirthDate('00410100000')).toEqual({ y: 2100, m: 1, d: 1 });
    expect(peselBirthDate('99723100000')).toEqual({ y: 2299, m: 12, d: 31 });
    expect(peselBirthDate('00130100000')).toBeNull(); // month 13: no offset fits
    expect(peselBirthDate('00000100000')).toBeNull(); // month 0
  });

  it('honours leap years in the birth date', () => {
    expect(peselBirthDate('00222900000')).toEqual({ y: 2000, m: 2, d: 29 }); // 2000 is leap
    expect(peselBirthDate('00022900000')).toBeNull(); // 1900 is not
    expect(peselBirthDate('04022900000')).toEqual({ y: 1904, m: 2, d: 29 });
    expect(peselBirthDate('00622900000')).toBeNull(); // 2200 is not
    expect(peselBirthDate('01043100000')).toBeNull(); // 31 April
  });

  it('accepts generated valid numbers; rejects any one-digit change', () => {
    fc.assert(
      fc.property(
        validPesel.chain((p) => fc.tuple(fc.constant(p), oneDigitChange(p))),
        ([p, changed]) => {
          expect(isValidPesel(p)).toBe(true);
          expect(isValidPesel(changed)).toBe(false);
        },
      ),
      SEED,
    );
  });

  it('sanitizePeselInput keeps digits only, at most 11', () => {
    expect(sanitizePeselInput('44-05 14a01359')).toBe('44051401359');
    expect(sanitizePeselInput('440514013591234')).toBe('44051401359');
    expect(sanitizePeselInput('abc')).toBe('');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizePeselInput(s);
        expect(out).toMatch(/^[0-9]{0,11}$/);
        expect(sanitizePeselInput(out)).toBe(out);
      }),
      SEED,
    );
  });
});

describe('NIP', () => {
  it('public vectors', () => {
    expect(isValidNip('8567346215')).toBe(true);
    expect(isValidNip('8567346216')).toBe(false);
  });

  it('accepts single separators between digits only', () => {
    expect(isValidNip('856-734-62-15')).toBe(true);
    expect(isValidNip('856-73-46-215')).toBe(true);
    expect(isValidNip('856 734 62 15')).toBe(true);
    expect(isValidNip('856--734-62-15')).toBe(false);
    expect(isValidNip('-8567346215')).toBe(false);
    expect(isValidNip('PL8567346215')).toBe(false);
    expect(isValidNip('856734621')).toBe(false);
  });

  it('a remainder of 10 never gives a valid NIP', () => {
    // 123456789: 6+10+21+8+15+24+35+48+63 = 230, 230 mod 11 = 10
    expect(nipCheckDigit('123456789')).toBeNull();
    for (let d = 0; d <= 9; d++) expect(isValidNip(`123456789${d}`)).toBe(false);
  });

  it('validateNip', () => {
    expect(validateNip('')).toBe(msg.fieldEmpty);
    expect(validateNip('8567346216')).toBe(msg.formatInvalid);
    expect(validateNip(' 856-734-62-15 ')).toBeNull();
  });

  it('accepts generated valid numbers; rejects any one-digit change', () => {
    fc.assert(
      fc.property(
        validNip.chain((n) => fc.tuple(fc.constant(n), oneDigitChange(n))),
        ([n, changed]) => {
          expect(isValidNip(n)).toBe(true);
          expect(isValidNip(changed)).toBe(false);
        },
      ),
      SEED,
    );
  });
});

describe('NRB (IBAN mod 97, PL)', () => {
  it('public vectors', () => {
    expect(isValidNrb('61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
    expect(isValidNrb('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidNrb('61 1090 1014 0000 0712 1981 2875')).toBe(false);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidNrb('61 1090 1014 0000 0712 1981 287')).toBe(false);
    expect(isValidNrb('61 1090 1014 0000 0712 1981 28741')).toBe(false);
    expect(isValidNrb('DE61 1090 1014 0000 0712 1981 2874')).toBe(false);
    expect(isValidNrb('')).toBe(false);
  });

  it('computes the check digits of the public vector', () => {
    expect(nrbCheckDigits('109010140000071219812874')).toBe('61');
    expect(nrbCheckDigits('12')).toBeNull();
  });

  it('accepts generated valid numbers; rejects any one-digit change', () => {
    fc.assert(
      fc.property(
        validNrb.chain((n) => fc.tuple(fc.constant(n), oneDigitChange(n))),
        ([n, changed]) => {
          expect(isValidNrb(n)).toBe(true);
          expect(isValidNrb(changed)).toBe(false);
        },
      ),
      SEED,
    );
  });
});

describe('password (spec 01 §5)', () => {
  it('lists every unmet part of the rule', () => {
    expect(passwordProblems('')).toEqual(['tooShort', 'noLower', 'noUpper', 'noDigit', 'noSpecial']);
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems('Abcde1!')).toEqual(['tooShort']);
    expect(passwordProblems('abcdefg1!')).toEqual(['noUpper']);
    expect(passwordProblems('ABCDEFG1!')).toEqual(['noLower']);
    expect(passwordProblems('Abcdefgh!')).toEqual(['noDigit']);
    expect(passwordProblems('Abcdefgh1')).toEqual(['noSpecial']);
    expect(passwordProblems('Abcdefg1 ')).toEqual(['noSpecial']); // a space is not special
    expect(passwordProblems('Zażółć1_')).toEqual([]); // Polish letters count, '_' is special
    expect(passwordProblems('ŻÓŁW1!ab')).toEqual([]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblems('Ab1!😀😀😀')).toEqual(['tooShort']); // 7 code points, 10 units
  });

  it('validatePassword', () => {
    expect(validatePassword('')).toBe(msg.passwordEmpty);
    expect(validatePassword('abc')).toBe(msg.passwordTooWeak);
    expect(validatePassword('Abcdef1!')).toBeNull();
  });

  it('strength: one rule set', () => {
    expect(passwordStrength('')).toBe('zaSlabe');
    expect(passwordStrength('Ab1')).toBe('zaSlabe'); // under 4
    expect(passwordStrength('abcdefghijkl')).toBe('zaSlabe'); // one class
    expect(passwordStrength('12345678901')).toBe('zaSlabe');
    expect(passwordStrength('Ab1!')).toBe('slabe'); // all classes, too short
    expect(passwordStrength('abcd1234')).toBe('slabe'); // two classes
    expect(passwordStrength('Abcdefg1')).toBe('slabe'); // no special
    expect(passwordStrength('Abcdef1!')).toBe('dobre'); // exactly 8
    expect(passwordStrength('Abcdefg1!')).toBe('bardzoDobre'); // 9
    expect(passwordStrength('Abcdefghijklmnop1!')).toBe('bardzoDobre');
  });

  it('dobre or better exactly when the password is valid', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (pw) => {
        const good = ['dobre', 'bardzoDobre'].includes(passwordStrength(pw));
        expect(good).toBe(validatePassword(pw) === null);
      }),
      SEED,
    );
  });

  it('validatePasswordPair', () => {
    expect(validatePasswordPair('', '')).toBe(msg.passwordPairEmpty);
    expect(validatePasswordPair('Abcdef1!', '')).toBe(msg.passwordPairEmpty);
    expect(validatePasswordPair('', 'Abcdef1!')).toBe(msg.passwordPairEmpty);
    expect(validatePasswordPair('Abcdef1!', 'Abcdef1?')).toBe(msg.passwordMismatch);
    expect(validatePasswordPair('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(validatePasswordPair('a', 'a')).toBeNull(); // strength is validatePassword's job
  });
});

describe('e-mail (spec 01 §5)', () => {
  it.each([
    'jan@gmina.pl',
    'jan.kowalski+urzad@mail.example.com',
    "o'neil@x.co",
    'a@żółw.pl',
    'A_B-c@sub-1.gmina.pl',
  ])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));

  it.each([
    'jan',
    'jan@',
    '@gmina.pl',
    'jan@gmina',
    'jan@gmina.p',
    'jan@@gmina.pl',
    'jan kowalski@gmina.pl',
    'jan.@gmina.pl',
    '.jan@gmina.pl',
    'jan..k@gmina.pl',
    'jan@-gmina.pl',
    'jan@gmina-.pl',
    'jan@gmina..pl',
    'jan@gmina.pl.',
    'jan@gmina.123',
    `${'a'.repeat(65)}@gmina.pl`,
  ])('rejects %s', (e) => expect(isValidEmail(e)).toBe(false));

  it('validateEmail', () => {
    expect(validateEmail('')).toBe(msg.emailEmpty);
    expect(validateEmail('  ')).toBe(msg.emailEmpty);
    expect(validateEmail(null)).toBe(msg.emailEmpty);
    expect(validateEmail('', { required: false })).toBeNull();
    expect(validateEmail('x', { required: false })).toBe(msg.emailInvalid);
    expect(validateEmail('jan@gmina')).toBe(msg.emailInvalid);
    expect(validateEmail(' jan@gmina.pl ')).toBeNull();
  });

  it('validateEmailRepeat', () => {
    expect(validateEmailRepeat('jan@gmina.pl', 'Jan@Gmina.pl ')).toBeNull();
    expect(validateEmailRepeat('jan@gmina.pl', 'jan@gmina.com')).toBe(msg.emailMismatch);
  });

  it('validateNewEmail: first failing rule wins', () => {
    const cur = 'jan@gmina.pl';
    expect(validateNewEmail(cur, '', '')).toBe(msg.emailEmpty);
    expect(validateNewEmail(cur, 'zly', 'zly')).toBe(msg.emailInvalid);
    expect(validateNewEmail(cur, 'JAN@gmina.pl', 'JAN@gmina.pl')).toBe(msg.emailSameAsCurrent);
    expect(validateNewEmail(cur, 'nowy@gmina.pl', 'nowy@gmina.com')).toBe(msg.emailMismatch);
    expect(validateNewEmail(cur, 'nowy@gmina.pl', '')).toBe(msg.emailMismatch);
    expect(validateNewEmail(cur, 'nowy@gmina.pl', 'nowy@gmina.pl')).toBeNull();
  });
});

describe('phone (spec 01 §5, spec 02 §5)', () => {
  it('nine digits, optionally split by single spaces or hyphens', () => {
    for (const p of ['600700800', '600 700 800', '600-700-800', '60 070 08 00', ' 600700800 ']) {
      expect(isValidPhone(p)).toBe(true);
    }
    for (const p of [
      '',
      '60070080',
      '6007008001',
      '+48600700800',
      '+48 600 700 800',
      '600  700 800',
      '600-70a-800',
    ]) {
      expect(isValidPhone(p)).toBe(false);
    }
  });

  it('normalizePhone and validatePhone', () => {
    expect(normalizePhone('600-700 800')).toBe('600700800');
    expect(normalizePhone('6007')).toBeNull();
    expect(validatePhone('')).toBe(msg.fieldEmpty);
    expect(validatePhone('', { required: false })).toBeNull();
    expect(validatePhone('6007', { required: false })).toBe(msg.phoneInvalid);
    expect(validatePhone('600 700 800')).toBeNull();
  });
});

describe('TOTP', () => {
  it('six digits, whitespace ignored', () => {
    expect(validateTotp('123456')).toBeNull();
    expect(validateTotp('123 456')).toBeNull();
    expect(validateTotp('')).toBe(msg.fieldEmpty);
    expect(validateTotp('12345')).toBe(msg.totpInvalid);
    expect(validateTotp('1234567')).toBe(msg.totpInvalid);
    expect(validateTotp('12345a')).toBe(msg.totpInvalid);
  });
});

describe('meter reading (spec 02 §4, §5)', () => {
  const format = { current: 123.4, integerDigits: 5, decimalDigits: 2 };

  it('sanitizeReadingInput keeps digits and the first separator, comma as dot', () => {
    expect(sanitizeReadingInput('12a3.4.5')).toBe('123.45');
    expect(sanitizeReadingInput('123,5')).toBe('123.5');
    expect(sanitizeReadingInput(' 1 2-3 ')).toBe('123');
    expect(sanitizeReadingInput('.5')).toBe('.5');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeReadingInput(s);
        expect(out).toMatch(/^[0-9]*\.?[0-9]*$/);
        expect(sanitizeReadingInput(out)).toBe(out);
      }),
      SEED,
    );
  });

  it('checks the format against the meter', () => {
    expect(validateReading('', format)).toBe(msg.fieldEmpty);
    expect(validateReading('123456', format)).toBe(msg.readingFormatInvalid); // 6 integer digits
    expect(validateReading('124.123', format)).toBe(msg.readingFormatInvalid); // 3 decimals
    expect(validateReading('124.', format)).toBe(msg.readingFormatInvalid);
    expect(validateReading('.5', format)).toBe(msg.readingFormatInvalid);
    expect(validateReading('12 4', format)).toBe(msg.readingFormatInvalid);
    expect(validateReading('99999.99', format)).toBeNull();
    expect(validateReading('124', format)).toBeNull();
    expect(validateReading('124.5', { ...format, decimalDigits: 0 })).toBe(msg.readingFormatInvalid);
    expect(validateReading('124', { ...format, decimalDigits: 0 })).toBeNull();
  });

  it('must be above the current reading: an equal one has its own message (issue 26 item 10)', () => {
    expect(validateReading('123.4', format)).toBe(msg.readingNotAbove);
    expect(validateReading('123.40', format)).toBe(msg.readingNotAbove);
    expect(validateReading('123.39', format)).toBe(msg.readingBelowPrevious);
    expect(validateReading('100', format)).toBe(msg.readingBelowPrevious);
    expect(validateReading('123.41', format)).toBeNull();
    expect(validateReading('0', { ...format, current: null })).toBeNull();
  });

  it('parseReading', () => {
    expect(parseReading('123.45')).toBe(123.45);
    expect(parseReading(' 7 ')).toBe(7);
    expect(parseReading('')).toBeNull();
    expect(parseReading('1.')).toBeNull();
  });
});

describe('request text limits (spec 02 §5, §9)', () => {
  it('limits', () => {
    expect(requestTextLimit(false)).toBe(2000);
    expect(requestTextLimit(true)).toBe(1000);
  });

  it('limitText cuts at code points and never splits a surrogate pair', () => {
    expect(limitText('abc', 5)).toBe('abc');
    expect(limitText('abcdef', 3)).toBe('abc');
    expect(limitText('ab😀cd', 3)).toBe('ab😀');
    expect(limitText('a'.repeat(2500), 2000)).toHaveLength(2000);
    expect(remainingChars('ab😀', 5)).toBe(2);
    expect(remainingChars('abcdef', 3)).toBe(0);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.nat(30), (s, max) => {
        const out = limitText(s, max);
        expect(Array.from(out).length).toBeLessThanOrEqual(max);
        expect(s.startsWith(out)).toBe(true);
        expect(out).toBe(s.slice(0, out.length));
        expect(out).not.toMatch(/[\ud800-\udbff]$/);
      }),
      SEED,
    );
  });
});

describe('validateDateInput (spec 01 §5, spec 02 §5)', () => {
  const lateEvening = new Date(2026, 10, 22, 23, 59, 59, 999);
  const justAfterMidnight = new Date(2026, 10, 22, 0, 0, 0, 1);

  it('blank, invalid, before 1900', () => {
    expect(validateDateInput('', lateEvening)).toBe(msg.fieldEmpty);
    expect(validateDateInput(null, lateEvening)).toBe(msg.fieldEmpty);
    expect(validateDateInput('31.11.2026', lateEvening)).toBe(msg.dateInvalid);
    expect(validateDateInput('2026-11-22', lateEvening)).toBe(msg.dateInvalid);
    expect(validateDateInput('31.12.1899', lateEvening)).toBe(msg.dateBefore1900);
    expect(validateDateInput('01.01.1900', lateEvening)).toBeNull();
  });

  it('without a today (a due date, issue 26 item 6): a future date is taken, still a real one from 1900 on', () => {
    expect(validateDateInput('31.12.2026', null)).toBeNull();
    expect(validateDateInput('03.02.2099', null)).toBeNull();
    expect(validateDateInput('31.02.2027', null)).toBe(msg.dateInvalid);
    expect(validateDateInput('31.12.1899', null)).toBe(msg.dateBefore1900);
    expect(validateDateInput(' ', null)).toBe(msg.fieldEmpty);
  });

  it('today is allowed at any hour; tomorrow is the future', () => {
    for (const today of [lateEvening, justAfterMidnight]) {
      expect(validateDateInput('22.11.2026', today)).toBeNull();
      expect(validateDateInput('21.11.2026', today)).toBeNull();
      expect(validateDateInput('23.11.2026', today)).toBe(msg.dateInFuture);
      expect(validateDateInput('01.01.2027', today)).toBe(msg.dateInFuture);
    }
  });

  it('defaults to the real today', () => {
    expect(validateDateInput(formatDatePl(new Date()))).toBeNull();
  });
});
