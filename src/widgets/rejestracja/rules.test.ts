import { describe, expect, it } from 'vitest';
import { msg } from '../../core/rules/fields.ts';
import { rejestracjaFixtures as f } from './rejestracja.fixtures.ts';
import { emptyRegistration, validateRegistration } from './rules.ts';

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
