/**
 * Server messages in the request's language (issue 12 item 3): calls carry `jezyk`, the contract server answers
 * `opis` in that language (Polish when it has no translation or the language is not one of the portal's), and
 * the registration consents come per language where the office has them (the demo has all four).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS, translateOpis } from '../../server/translations.ts';
import { get, openKontoApi, post, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

// an unknown login per call: the same answer as a wrong password (1001), and no lockout between the calls
const zlyLogin = (jezyk?: string) =>
  post(api.app, `/uzytkownicy/getToken${jezyk ? `?jezyk=${jezyk}` : ''}`, {
    login: `nie.ma.${jezyk ?? 'brak'}`,
    haslo: 'Zle#haslo1',
  });

describe('opis in the language of the call', () => {
  it('a wrong login: Polish without the parameter, the chosen language with it, Polish for an unknown one', async () => {
    expect((await zlyLogin()).body).toEqual({ kod: 1001, opis: 'Nieprawidłowy login lub hasło' });
    expect((await zlyLogin('pl')).body).toEqual({ kod: 1001, opis: 'Nieprawidłowy login lub hasło' });
    expect((await zlyLogin('en')).body).toEqual({ kod: 1001, opis: 'Incorrect login or password' });
    expect((await zlyLogin('de')).body).toEqual({
      kod: 1001,
      opis: 'Falscher Benutzername oder falsches Passwort',
    });
    expect((await zlyLogin('uk')).body).toEqual({ kod: 1001, opis: 'Неправильний логін або пароль' });
    expect((await zlyLogin('xx')).body).toEqual({ kod: 1001, opis: 'Nieprawidłowy login lub hasło' });
  });

  it('a bad link, a missing consent, an unknown address and a bad parameter are said in English', async () => {
    const link = await post(api.app, '/uzytkownicy/aktywacjaUzytkownika?jezyk=en', { hash: 'x'.repeat(43) });
    expect(link.body).toMatchObject({
      kod: 1601,
      opis: 'The link is invalid, has already been used or has expired',
    });
    const brak = await get(api.app, '/nie-ma-takiej-sciezki?jezyk=en');
    expect(brak.body).toEqual({ kod: 404, opis: 'Resource not found' });
    const zlyRok = await get(api.app, '/fk/gmina/dajDochodyBudzetu?rok=abc&jezyk=de');
    expect(zlyRok.status).toBe(400);
    expect(zlyRok.body).toMatchObject({ opis: 'Ungültiger Parameter rok' });
  });

  it('every translated message has all three languages, none empty, none still Polish', () => {
    expect(Object.keys(TRANSLATIONS).length).toBeGreaterThan(30);
    for (const [pl, t] of Object.entries(TRANSLATIONS))
      for (const jezyk of ['en', 'de', 'uk'] as const) {
        expect(t[jezyk], `${pl} ${jezyk}`).toBeTruthy();
        expect(t[jezyk], `${pl} ${jezyk}`).not.toBe(pl);
      }
    expect(translateOpis('Uzupełnij pole: login', 'en')).toBe('Fill in the field: login');
    expect(translateOpis('Zbyt wiele żądań. Spróbuj ponownie za 12 s.', 'uk')).toBe(
      'Забагато запитів. Спробуйте ще раз через 12 с.',
    );
    expect(translateOpis('Opis, którego nie ma w tabeli', 'de')).toBe('Opis, którego nie ma w tabeli');
  });
});

describe('GET /pi/rejestracjaZgody per language', () => {
  it('gives the office texts of the consents in each of the four languages', async () => {
    const teksty = new Set<string>();
    for (const jezyk of ['pl', 'en', 'de', 'uk']) {
      const r = await get<{ trescZgodyNaPrzetwarzanieDanych: string; trescRegulaminu: string }>(
        api.app,
        `/pi/rejestracjaZgody?jezyk=${jezyk}`,
      );
      expect(r.status).toBe(200);
      teksty.add(r.body.trescZgodyNaPrzetwarzanieDanych);
      teksty.add(r.body.trescRegulaminu);
    }
    expect(teksty.size).toBe(8);
    const en = await get<{ trescRegulaminu: string }>(api.app, '/pi/rejestracjaZgody?jezyk=en');
    expect(en.body.trescRegulaminu).toMatch(/Terms of use/);
    const pl = await get<{ trescRegulaminu: string }>(api.app, '/pi/rejestracjaZgody?jezyk=xx');
    expect(pl.body.trescRegulaminu).toMatch(/Regulamin/);
  });
});
