// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { clearSession } from '../../core/stores/session.ts';
import { apiError, fakeApi, mount, settle, unmountAll } from '../../../tests/konto-harness.tsx';
import { Aktywacja } from './Aktywacja.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
});

describe('link pages', () => {
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
});
