// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { clearSession } from '../../core/stores/session.ts';
import { fakeApi, mount, unmountAll } from '../../../tests/konto-harness.tsx';
import { PrzypomnienieHasla } from './PrzypomnienieHasla.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
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
});
