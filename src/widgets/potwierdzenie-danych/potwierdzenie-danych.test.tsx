// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $token, clearSession } from '../../core/stores/session.ts';
import { fakeApi, mount, unmountAll } from '../../../tests/konto-harness.tsx';
import { PotwierdzenieDanych } from './PotwierdzenieDanych.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
});

describe('link pages', () => {
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
