// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { clearSession } from '../../core/stores/session.ts';
import { apiError, fakeApi, mount, unmountAll } from '../../../tests/konto-harness.tsx';
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
