// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { clearSession } from '../../core/stores/session.ts';
import { apiError, fakeApi, mount, unmountAll } from '../../../tests/konto-harness.tsx';
import { LinkAktywacyjny } from './LinkAktywacyjny.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
});

describe('link pages', () => {
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
});
