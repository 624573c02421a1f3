import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api/client.ts';
import { kodyBledow } from '../core/api/konto.ts';
import { fixedT, loadLanguage } from '../core/i18n/index.ts';
import { apiErrorText } from './api-error.ts';

const blad = (kod: number, opis: string) => new ApiError('http', '/x', 'HTTP 400', 400, kod, opis);

describe('apiErrorText (issue 12 item 3)', () => {
  it('says every known account code in the reader’s language, whatever language the server answered in', async () => {
    for (const lang of ['en', 'de', 'uk'] as const) await loadLanguage(lang);
    const polski = blad(kodyBledow.zlyLoginLubHaslo, 'Nieprawidłowy login lub hasło');
    expect(apiErrorText(fixedT('pl'), polski)).toBe('Nieprawidłowy login lub hasło');
    expect(apiErrorText(fixedT('en'), polski)).toBe('Incorrect login or password');
    expect(apiErrorText(fixedT('de'), polski)).toBe('Falscher Benutzername oder falsches Passwort');
    expect(apiErrorText(fixedT('uk'), polski)).toBe('Неправильний логін або пароль');
    for (const kod of Object.values(kodyBledow))
      for (const lang of ['pl', 'en', 'de', 'uk'] as const) {
        const text = apiErrorText(fixedT(lang), blad(kod, 'opis serwera'));
        expect(text, `${kod} ${lang}`).not.toBe('opis serwera');
        expect(text, `${kod} ${lang}`).not.toMatch(/bledyKonta/);
      }
  });

  it('an unknown code keeps the server’s description; no description, the generic failure text', () => {
    expect(apiErrorText(fixedT('en'), blad(400, 'Niepoprawne dane'))).toBe('Niepoprawne dane');
    expect(apiErrorText(fixedT('pl'), new ApiError('offline', '/x', 'offline'))).toMatch(/\S/);
  });
});
