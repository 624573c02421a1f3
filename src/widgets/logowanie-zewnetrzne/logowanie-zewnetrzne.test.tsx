// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $loginTarget, $token, clearSession } from '../../core/stores/session.ts';
import { LogowanieZewnetrzne } from './LogowanieZewnetrzne.tsx';
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
const inPortal = () => setNavigationHandler((to) => went.push(to));

describe('return pages of identity logins', () => {
  it('/return-url-ok stores the token, loads the account and opens the link (in-portal paths only)', async () => {
    inPortal();
    history.replaceState(null, '', '/return-url-ok?token=T-id&link=%2Fpanel-uzytkownika');
    const { api } = base();
    await mount(api, <LogowanieZewnetrzne />, true);
    await settle();
    expect($token.get()).toBe('T-id');
    expect(went).toEqual(['/panel-uzytkownika']);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    '/return-url-ok never follows %s',
    async (link) => {
      inPortal();
      history.replaceState(null, '', `/return-url-ok?token=T-id&link=${encodeURIComponent(link)}`);
      await mount(base().api, <LogowanieZewnetrzne />, true);
      await settle();
      expect(went).toEqual(['/lista-uslug']);
    },
  );

  it('/return-url-ok reads the hash route of a portal embedded in a CMS page', async () => {
    inPortal();
    history.replaceState(null, '', '/portal#/return-url-ok?token=T-h&link=%2Fkontakt');
    await mount(base().api, <LogowanieZewnetrzne />, true);
    await settle();
    expect($token.get()).toBe('T-h');
    expect(went).toEqual(['/kontakt']);
  });

  it('/return-url-ok takes the token out of the address at once (history, Referer), keeping the route', async () => {
    inPortal();
    history.replaceState(null, '', '/return-url-ok?token=T-id&link=%2Fpanel-uzytkownika');
    await mount(base().api, <LogowanieZewnetrzne />, true);
    expect(location.href).not.toContain('T-id');
    expect(location.pathname + location.search).toBe('/return-url-ok?link=%2Fpanel-uzytkownika');
    unmountAll();
    history.replaceState(null, '', '/portal?x=1#/return-url-ok?token=T-h&link=%2Fkontakt');
    await mount(base().api, <LogowanieZewnetrzne />, true);
    expect(location.href).not.toContain('T-h');
    expect(location.pathname + location.search + location.hash).toBe(
      '/portal?x=1#/return-url-ok?link=%2Fkontakt',
    );
    await settle();
    expect($token.get()).toBe('T-h');
  });
});
