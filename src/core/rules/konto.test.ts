import { describe, expect, it } from 'vitest';
import { msg } from './fields.ts';
import { rejestracjaFixtures as f } from './konto.fixtures.ts';
import {
  emailServerField,
  emptyRegistration,
  hasloServerField,
  orNull,
  showCorrespondence,
  showFirstLogin,
  validateRegistration,
  zgodyErrors,
  zmianaEmailaErrors,
  zmianaHaslaErrors,
} from './konto.ts';

const GOOD = 'Gmina#2025';

describe('change password (spec 01 §5, §8)', () => {
  it('checks each field', () => {
    expect(zmianaHaslaErrors({ stareHaslo: '', noweHaslo: '', powtorzHaslo: '' })).toEqual({
      stareHaslo: msg.passwordEmpty,
      noweHaslo: msg.passwordEmpty,
      // spec 01 §5: an empty pair says 'Uzupełnij hasła' (issue 12 item 9)
      powtorzHaslo: msg.passwordPairEmpty,
    });
    expect(zmianaHaslaErrors({ stareHaslo: 'x', noweHaslo: 'abc', powtorzHaslo: 'abc' })).toEqual({
      noweHaslo: msg.passwordTooWeak,
    });
    expect(zmianaHaslaErrors({ stareHaslo: 'x', noweHaslo: GOOD, powtorzHaslo: '' })).toEqual({
      powtorzHaslo: msg.passwordPairEmpty,
    });
    expect(zmianaHaslaErrors({ stareHaslo: 'x', noweHaslo: GOOD, powtorzHaslo: GOOD + '1' })).toEqual({
      powtorzHaslo: msg.passwordMismatch,
    });
    expect(zmianaHaslaErrors({ stareHaslo: 'x', noweHaslo: GOOD, powtorzHaslo: GOOD })).toEqual({});
  });

  it('puts server codes at the right field', () => {
    expect(hasloServerField(1519)).toBe('stareHaslo');
    expect(hasloServerField(1105)).toBe('noweHaslo');
    expect(hasloServerField(1502)).toBe('noweHaslo');
    expect(hasloServerField(1511)).toBeNull();
    expect(hasloServerField(undefined)).toBeNull();
  });
});

describe('change e-mail (spec 01 §5, §8)', () => {
  const cur = 'jan@example.pl';
  it('checks each field', () => {
    expect(zmianaEmailaErrors(cur, { nowyEmail: '', powtorzEmail: '', haslo: '' })).toEqual({
      nowyEmail: msg.emailEmpty,
      haslo: msg.passwordEmpty,
    });
    expect(zmianaEmailaErrors(cur, { nowyEmail: 'zly', powtorzEmail: 'zly', haslo: 'x' })).toEqual({
      nowyEmail: msg.emailInvalid,
    });
    expect(zmianaEmailaErrors(cur, { nowyEmail: 'JAN@example.pl', powtorzEmail: '', haslo: 'x' })).toEqual({
      nowyEmail: msg.emailSameAsCurrent,
    });
    expect(zmianaEmailaErrors(cur, { nowyEmail: 'a@b.pl', powtorzEmail: 'a@c.pl', haslo: 'x' })).toEqual({
      powtorzEmail: msg.emailMismatch,
    });
    expect(zmianaEmailaErrors(cur, { nowyEmail: 'a@b.pl', powtorzEmail: 'a@b.pl', haslo: 'x' })).toEqual({});
  });

  it('puts server codes at the right field', () => {
    expect(emailServerField(1511)).toBe('nowyEmail');
    expect(emailServerField(1519)).toBe('haslo');
    expect(emailServerField(1105)).toBeNull();
  });
});

describe('notification consents (spec 01 §5)', () => {
  it('checks the phone and the e-mail only when their consent is on', () => {
    const off = { powiadomieniaEmail: false, powiadomieniaSms: false, email: 'zly', telefon: '12' };
    expect(zgodyErrors(off)).toEqual({});
    expect(zgodyErrors({ ...off, powiadomieniaEmail: true })).toEqual({ email: msg.emailInvalid });
    expect(zgodyErrors({ ...off, powiadomieniaSms: true })).toEqual({ telefon: msg.phoneInvalid });
    expect(
      zgodyErrors({
        powiadomieniaEmail: true,
        powiadomieniaSms: true,
        email: 'a@b.pl',
        telefon: '600 100 200',
      }),
    ).toEqual({});
    expect(orNull('  ')).toBeNull();
    expect(orNull(' a@b.pl ')).toBe('a@b.pl');
  });
});

describe('what the panel shows (spec 01 §2, §4, §6)', () => {
  it('correspondence data: only with the flag and a full login', () => {
    expect(showCorrespondence(true, false)).toBe(true);
    expect(showCorrespondence(true, true)).toBe(false);
    expect(showCorrespondence(false, false)).toBe(false);
    expect(showCorrespondence(undefined, false)).toBe(false);
  });

  it('first login: confirmed user with the flag', () => {
    const u = { czyPierwszeLogowanie: true, czyNiepotwierdzony: false };
    expect(showFirstLogin(u, false)).toBe(true);
    expect(showFirstLogin(u, true)).toBe(false);
    expect(showFirstLogin({ ...u, czyNiepotwierdzony: true }, false)).toBe(false);
    expect(showFirstLogin({ ...u, czyPierwszeLogowanie: false }, false)).toBe(false);
    expect(showFirstLogin(null, false)).toBe(false);
  });
});

describe('validateRegistration (spec 01 §5)', () => {
  it('accepts a complete person', () => {
    expect(validateRegistration(f.poprawne, f.zgodyObie)).toEqual({});
  });

  it('an empty form: every field says what is missing, consents asked → Wymagana zgoda', () => {
    expect(validateRegistration(emptyRegistration, f.zgodyObie)).toEqual({
      imie: msg.fieldEmpty,
      nazwisko: msg.fieldEmpty,
      login: msg.fieldEmpty,
      email: msg.emailEmpty,
      haslo: msg.passwordEmpty,
      haslo2: msg.passwordPairEmpty,
      pesel: msg.fieldEmpty,
      zgodaDane: msg.consentRequired,
      zgodaRegulamin: msg.consentRequired,
    });
  });

  it('consents not asked are not required', () => {
    const v = { ...f.poprawne, zgodaDane: false, zgodaRegulamin: false };
    expect(validateRegistration(v, f.zgodyBrak)).toEqual({});
    expect(validateRegistration(v, f.zgodyObie)).toEqual({
      zgodaDane: msg.consentRequired,
      zgodaRegulamin: msg.consentRequired,
    });
  });

  it('e-mails and passwords must match; a weak password gets the rule text', () => {
    expect(
      validateRegistration({ ...f.poprawne, email2: 'inny@example.pl', haslo2: 'Gmina#2024y' }, f.zgodyObie),
    ).toEqual({ email2: msg.emailMismatch, haslo2: msg.passwordMismatch });
    expect(validateRegistration({ ...f.poprawne, haslo2: '' }, f.zgodyObie)).toEqual({
      haslo2: msg.passwordPairEmpty,
    });
    // spec 01 §5: an empty pair says 'Uzupełnij hasła' (issue 12 item 9)
    expect(validateRegistration({ ...f.poprawne, haslo: '', haslo2: '' }, f.zgodyObie)).toEqual({
      haslo: msg.passwordEmpty,
      haslo2: msg.passwordPairEmpty,
    });
    expect(
      validateRegistration({ ...f.poprawne, haslo: 'gmina2024', haslo2: 'gmina2024' }, f.zgodyObie),
    ).toEqual({
      haslo: msg.passwordTooWeak,
    });
    expect(validateRegistration({ ...f.poprawne, email: 'zofia@', email2: 'zofia@' }, f.zgodyObie)).toEqual({
      email: msg.emailInvalid,
    });
  });

  it('a person gives a valid PESEL, an institution a valid NIP', () => {
    expect(validateRegistration({ ...f.poprawne, pesel: '44051401358' }, f.zgodyObie)).toEqual({
      pesel: msg.peselInvalid,
    });
    const inst = { ...f.poprawne, rodzaj: 'instytucja' as const, pesel: '' };
    expect(validateRegistration({ ...inst, nip: '8567346216' }, f.zgodyObie)).toEqual({
      nip: msg.formatInvalid,
    });
    expect(validateRegistration({ ...inst, nip: '856-734-62-15' }, f.zgodyObie)).toEqual({});
  });
});
