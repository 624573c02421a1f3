// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $loginTarget, $token, clearSession } from '../../core/stores/session.ts';
import { MojeKonto } from './MojeKonto.tsx';
import { logowanieFixtures as f } from '../../features/logowanie/logowanie.fixtures.ts';
import { fakeApi, mount, settle, unmountAll, type Answer } from '../../../tests/konto-harness.tsx';

const base = (more: Record<string, Answer> = {}) =>
  fakeApi({
    [kontoPaths.getToken]: f.pelny,
    [kontoPaths.userInfo]: f.jan,
    [kontoPaths.listaPodmiotow]: f.podmioty,
    ...more,
  });

useTestStorageEngine();

let went: string[] = [];
beforeEach(() => {
  went = [];
  $serverConfig.setKey('https://api.test', f.flagi);
});
afterEach(() => {
  unmountAll();
  clearSession();
  $loginTarget.set(undefined);
  $userInfo.set(null);
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
  cleanTestStorage();
});
/** The inline login's form arrives with its own chunk. */
const formIn = async (host: HTMLElement) => {
  for (let i = 0; i < 100 && !host.querySelector('form'); i++)
    await act(() => new Promise((r) => setTimeout(r, 20)));
};
const inPortal = () => setNavigationHandler((to) => went.push(to));

async function fill(w: Awaited<ReturnType<typeof mount>>, login = 'jan.kowalski', haslo = 'Gmina#2024') {
  await w.type('Login', login);
  await w.type('Hasło', haslo);
}

describe('<MojeKonto> and the inline login', () => {
  it('logged out shows the login form in place; after login it shows the summary and navigates nowhere', async () => {
    inPortal();
    const { api } = base();
    const w = await mount(api, <MojeKonto />);
    await formIn(w.host);
    expect(w.text()).toContain('Ta usługa jest dostępna po zalogowaniu.');
    await fill(w);
    await w.submit();
    await settle();
    const pairs = [...w.host.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Imię i nazwisko', 'Jan Kowalski'],
      ['Login', 'jan.kowalski'],
      ['Bieżący podmiot', 'Jan Kowalski (osoba fizyczna)'],
    ]);
    expect(went).toEqual([]);
  });

  it('a second widget follows the login of the first at once', async () => {
    const { api } = base();
    const a = await mount(api, <MojeKonto />);
    const b = await mount(api, <MojeKonto />);
    await formIn(a.host);
    // one login form for the page (issue 16): the second widget leads to the first one's
    expect(b.host.querySelector('form')).toBeNull();
    expect(b.host.textContent).toContain('Przejdź do formularza logowania');
    await fill(a);
    await a.submit();
    await settle();
    expect(b.host.querySelector('form')).toBeNull();
    expect(b.host.querySelector('dl')?.textContent).toContain('jan.kowalski');
  });

  it('with a stored token the account is loaded once for the page', async () => {
    $token.set('T-full');
    const { api, calls } = base();
    await mount(api, <MojeKonto />);
    await mount(api, <MojeKonto />);
    await settle();
    expect(calls.filter((c) => c.path === kontoPaths.userInfo)).toHaveLength(1);
  });
});
