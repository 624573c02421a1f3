// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Api, RequestOptions } from '../../core/api/client.ts';
import { $userInfo } from '../../core/account.ts';
import {
  $sessionEnd,
  $sessionLength,
  $token,
  clearSession,
  extendSessionOnActivity,
} from '../../core/stores/session.ts';
import { Sesja } from './Sesja.tsx';
import { mountNode, unmountAll } from '../../../tests/widget-harness.tsx';

useTestStorageEngine();

const calls: { path: string; body?: RequestOptions['body'] }[] = [];
const api: Api = {
  baseURL: 'https://api.test',
  async json(path, _s, opts) {
    calls.push({ path, body: opts?.body });
    if (path === '/pi/przedluzanieSesji') return { czasDoKoncaSesji: 600_000 } as never;
    return new Promise(() => undefined);
  },
  file: () => new Promise(() => undefined),
};

afterEach(() => {
  unmountAll();
  clearSession();
  cleanTestStorage();
});

describe('<gmina-sesja> (spec 01 §4 "Session")', () => {
  it('shows minutes and seconds as a timer; Extend (and paging a table) asks the server and moves the end', async () => {
    $userInfo.set({} as never);
    $token.set('t');
    $sessionLength.set(600_000);
    $sessionEnd.set(Date.now() + 125_400);
    const host = await mountNode(<Sesja />, api);
    const timer = host.querySelector('[role="timer"]')!;
    expect(timer.textContent).toBe('2:06');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(host.textContent).toContain('Sesja wygaśnie za');
    await act(async () => {
      host.querySelector('button')!.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls).toContainEqual({ path: '/pi/przedluzanieSesji', body: { token: 't' } });
    expect(timer.textContent).toBe('10:00');
    // spec 01 §4: changing the page of a data table extends the session on the server too
    const before = calls.filter((c) => c.path === '/pi/przedluzanieSesji').length;
    await act(async () => {
      extendSessionOnActivity();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls.filter((c) => c.path === '/pi/przedluzanieSesji')).toHaveLength(before + 1);
    await act(() => clearSession());
    expect(host.textContent).toBe('');
  });
});
