// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { clearSession } from '../../core/stores/session.ts';
import { fakeApi, mount, unmountAll } from '../../../tests/konto-harness.tsx';
import { NoweHaslo } from './NoweHaslo.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
});

describe('link pages', () => {
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
});
