// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $loginTarget, clearSession } from '../../core/stores/session.ts';
import { BladLogowania } from './BladLogowania.tsx';
import { logowanieFixtures as f } from '../../features/logowanie/logowanie.fixtures.ts';
import { fakeApi, mount, unmountAll, type Answer } from '../../../tests/konto-harness.tsx';

const base = (more: Record<string, Answer> = {}) =>
  fakeApi({
    [kontoPaths.getToken]: f.pelny,
    [kontoPaths.userInfo]: f.jan,
    [kontoPaths.listaPodmiotow]: f.podmioty,
    ...more,
  });

useTestStorageEngine();

beforeEach(() => {
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

describe('return pages of identity logins', () => {
  it('/return-url-blad shows trescBledu as text above the login form', async () => {
    history.replaceState(null, '', '/return-url-blad?trescBledu=%3Cb%3EBrak%20konta%3C%2Fb%3E');
    const w = await mount(base().api, <BladLogowania />, true);
    expect(w.alert()).toBe('<b>Brak konta</b>');
    expect(w.host.querySelector('b')).toBeNull();
    expect(w.field('Login')).toBeTruthy();
  });
});
