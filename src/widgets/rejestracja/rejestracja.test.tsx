// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $token, clearSession } from '../../core/stores/session.ts';
import { apiError, fakeApi, mount, settle, unmountAll } from '../../../tests/konto-harness.tsx';
import { Aktywacja } from './Aktywacja.tsx';
import { LinkAktywacyjny } from './LinkAktywacyjny.tsx';
import { NoweHaslo } from './NoweHaslo.tsx';
import { PotwierdzenieDanych } from './PotwierdzenieDanych.tsx';
import { PrzypomnienieHasla } from './PrzypomnienieHasla.tsx';
import { Rejestracja } from './Rejestracja.tsx';
import { rejestracjaFixtures as f } from '../../core/rules/konto.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
});

const zgodyApi = (more = {}) => fakeApi({ [kontoPaths.rejestracjaZgody]: f.zgodyObie, ...more });

async function fillAll(w: Awaited<ReturnType<typeof mount>>) {
  await w.type('Imię', 'Zofia');
  await w.type('Nazwisko', 'Nowicka');
  await w.type('Numer PESEL', '44051401359');
  await w.type('Login', 'zofia.nowicka');
  await w.type('Adres e-mail', 'zofia@example.pl');
  await w.type('Powtórz adres e-mail', 'zofia@example.pl');
  await w.type('Hasło', 'Gmina#2024x');
  await w.type('Powtórz hasło', 'Gmina#2024x');
  await w.check(f.zgodyObie.trescZgodyNaPrzetwarzanieDanych);
  await w.check(f.zgodyObie.trescRegulaminu);
}

describe('<Rejestracja>', () => {
  it("shows the office's consents; unchecked → 'Wymagana zgoda' and nothing sent", async () => {
    const { api, calls } = zgodyApi();
    const w = await mount(api, <Rejestracja />);
    await w.submit();
    expect(w.error(f.zgodyObie.trescZgodyNaPrzetwarzanieDanych)).toBe('Wymagana zgoda');
    expect(w.error(f.zgodyObie.trescRegulaminu)).toBe('Wymagana zgoda');
    expect(w.error('Imię')).toBe('Puste pole');
    expect(w.error('Adres e-mail')).toBe('E-mail nie może być pusty');
    expect(w.error('Hasło')).toBe('Hasło nie może być puste');
    expect(w.error('Numer PESEL')).toBe('Puste pole');
    expect(calls.map((c) => c.path)).toEqual([kontoPaths.rejestracjaZgody]);
  });

  it.each([
    ['abc', 'za słabe'],
    ['abcD1', 'słabe'],
    ['Abcdef1!', 'dobre'],
    ['Abcdef1!x', 'bardzo dobre'],
  ])('password %s is %s', async (pw, word) => {
    const w = await mount(zgodyApi().api, <Rejestracja />);
    await w.type('Hasło', pw);
    expect(w.q('.g-strength strong')?.textContent).toBe(word);
  });

  it("the spec's messages: e-mails and passwords that differ, a weak password", async () => {
    const w = await mount(zgodyApi().api, <Rejestracja />);
    await fillAll(w);
    await w.type('Powtórz adres e-mail', 'inny@example.pl');
    await w.type('Powtórz hasło', 'Gmina#2024y');
    await w.submit();
    expect(w.error('Powtórz adres e-mail')).toBe('E-maile się nie zgadzają');
    expect(w.error('Powtórz hasło')).toBe('Hasła muszą się zgadzać');
    await w.type('Hasło', 'gmina');
    await w.submit();
    expect(w.error('Hasło')).toBe(
      'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
    );
  });

  it('an institution gives a NIP instead of a PESEL', async () => {
    const { api, calls } = zgodyApi({ [kontoPaths.rejestracja]: {} });
    const w = await mount(api, <Rejestracja />);
    await fillAll(w);
    await w.check('instytucja');
    expect(() => w.field('Numer PESEL')).toThrow();
    await w.type('NIP', '856-734-62-15');
    await w.submit();
    expect(calls.at(-1)?.body).toMatchObject({ pesel: null, nip: '8567346215' });
  });

  it('sends the payload with the activation return address and asks to check the e-mail', async () => {
    const { api, calls } = zgodyApi({ [kontoPaths.rejestracja]: {} });
    const w = await mount(api, <Rejestracja />, true);
    await fillAll(w);
    await w.submit();
    expect(calls.at(-1)).toMatchObject({
      path: kontoPaths.rejestracja,
      method: 'POST',
      body: {
        imie: 'Zofia',
        nazwisko: 'Nowicka',
        login: 'zofia.nowicka',
        haslo: 'Gmina#2024x',
        email: 'zofia@example.pl',
        pesel: '44051401359',
        nip: null,
        returnUrl: `${location.origin}/aktywacja-return-url`,
        czyZgodaNaPrzetwarzanieDanych: true,
        czyZgodaNaRegulamin: true,
      },
    });
    expect(w.q('[role="status"]')?.textContent).toContain('Sprawdź skrzynkę e-mail');
  });

  it("a refusal shows the server's description and keeps every value", async () => {
    const { api } = zgodyApi({ [kontoPaths.rejestracja]: apiError(1602, 'Login jest już zajęty') });
    const w = await mount(api, <Rejestracja />);
    await fillAll(w);
    await w.submit();
    // issue 12 item 3: a known code in the client's own words
    expect(w.alert()).toBe('Ten login jest już zajęty. Wybierz inny.');
    expect(w.field('Login').value).toBe('zofia.nowicka');
    expect(w.field('Hasło').value).toBe('Gmina#2024x');
  });
});

describe('link pages', () => {
  it('password reminder: login and e-mail required, then the sent message', async () => {
    const { api, calls } = fakeApi({ [kontoPaths.przypomnijHaslo]: {} });
    const w = await mount(api, <PrzypomnienieHasla />);
    await w.submit();
    expect(w.error('Login')).toBe('Puste pole');
    expect(w.error('Adres e-mail')).toBe('E-mail nie może być pusty');
    await w.type('Login', 'jan.kowalski');
    await w.type('Adres e-mail', 'jan@example.pl');
    await w.submit();
    expect(calls).toMatchObject([{ body: { login: 'jan.kowalski', email: 'jan@example.pl' } }]);
    expect(w.q('[role="status"]')?.textContent).toContain('wysłaliśmy');
  });

  it('activation-link resend sends the return address', async () => {
    const { api, calls } = fakeApi({ [kontoPaths.wyslijLink]: apiError(1601, 'Nie znaleziono konta') });
    const w = await mount(api, <LinkAktywacyjny />);
    await w.type('Login', 'ewa.wojcik');
    await w.type('Adres e-mail', 'ewa@example.pl');
    await w.submit();
    expect(calls[0]?.body).toMatchObject({ returnUrl: `${location.origin}/aktywacja-return-url` });
    expect(w.alert()).toBe('Link jest nieprawidłowy, został już użyty lub wygasł');
    expect(w.field('Login').value).toBe('ewa.wojcik');
  });

  it('set password by link: the link is the change code; the pair must match', async () => {
    history.replaceState(null, '', '/nowe-haslo?link=KOD123');
    const { api, calls } = fakeApi({ [kontoPaths.ustawHaslo]: {} });
    const w = await mount(api, <NoweHaslo />);
    // spec 01 §5: an empty pair says 'Uzupełnij hasła' (issue 12 item 9)
    await w.submit();
    expect(w.error('Powtórz hasło')).toBe('Uzupełnij hasła');
    await w.type('Nowe hasło', 'Gmina#2025x');
    await w.submit();
    expect(w.error('Powtórz hasło')).toBe('Uzupełnij hasła');
    await w.type('Powtórz hasło', 'Gmina#2025x');
    await w.submit();
    expect(calls[0]?.body).toEqual({ noweHaslo: 'Gmina#2025x', kodZmianyHasla: 'KOD123' });
    expect(w.q('[role="status"]')?.textContent).toContain('Hasło zostało ustawione');
  });

  it('activation sends the hash once and reports the result', async () => {
    history.replaceState(null, '', '/aktywacja-return-url?hash=H1');
    const { api, calls } = fakeApi({ [kontoPaths.aktywacja]: {} });
    const w = await mount(api, <Aktywacja />);
    await settle();
    expect(calls).toMatchObject([{ path: kontoPaths.aktywacja, body: { hash: 'H1' } }]);
    expect(w.q('[role="status"]')?.textContent).toBe('Konto zostało aktywowane. Możesz się zalogować.');
  });

  it("an unknown hash shows the server's description", async () => {
    history.replaceState(null, '', '/aktywacja-return-url?hash=X');
    const { api } = fakeApi({ [kontoPaths.aktywacja]: apiError(1601, 'Link wygasł') });
    const w = await mount(api, <Aktywacja />);
    await settle();
    expect(w.alert()).toBe('Link jest nieprawidłowy, został już użyty lub wygasł');
  });

  it('registration confirmation: identity data read-only, e-mail twice, then logged in and on to link', async () => {
    const dane = {
      imie: 'Łucja',
      nazwisko: 'Żak',
      email: null,
      pesel: '02122401358',
      nip: null,
      token: 'ID-1',
    };
    const data = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(dane))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    history.replaceState(null, '', `/return-url-potwierdz?data=${data}&link=%2Fpanel-uzytkownika`);
    const went: string[] = [];
    setNavigationHandler((to) => went.push(to));
    const { api, calls } = fakeApi({
      [kontoPaths.potwierdzenieDanych]: { token: 'T-new' },
      [kontoPaths.userInfo]: {
        imie: 'Łucja',
        nazwisko: 'Żak',
        login: 'lucja',
        email: 'l@example.pl',
        pesel: '02122401358',
        nip: null,
        czasSesji: 60000,
        czyInstytucja: false,
        czyPierwszeLogowanie: true,
        czyNiepotwierdzony: false,
        czyNiezweryfikowany: false,
      },
      [kontoPaths.listaPodmiotow]: { podmioty: [] },
    });
    const w = await mount(api, <PotwierdzenieDanych />, true);
    expect(w.field('Imię').value).toBe('Łucja');
    expect(w.field('Imię').readOnly).toBe(true);
    await w.type('Adres e-mail', 'l@example.pl');
    await w.submit();
    expect(w.error('Powtórz adres e-mail')).toBe('E-maile się nie zgadzają');
    await w.type('Powtórz adres e-mail', 'l@example.pl');
    await w.submit();
    expect(calls[0]).toMatchObject({ query: { data }, body: { ...dane, email: 'l@example.pl' } });
    expect($token.get()).toBe('T-new');
    expect(went).toEqual(['/panel-uzytkownika']);
  });

  it('registration confirmation without usable data says so', async () => {
    history.replaceState(null, '', '/return-url-potwierdz?data=nonsense');
    const w = await mount(fakeApi({}).api, <PotwierdzenieDanych />);
    expect(w.alert()).toContain('Brak danych do potwierdzenia');
  });
});
