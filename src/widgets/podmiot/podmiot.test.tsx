// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Api } from '../../core/api/client.ts';
import { $userInfo } from '../../core/account.ts';
import { $nip, $pesel, $token, clearSession } from '../../core/stores/session.ts';
import { $subjects, type Podmiot as P } from '../../core/stores/subject.ts';
import { Podmiot } from './Podmiot.tsx';
import { mountNode, unmountAll } from '../../../tests/widget-harness.tsx';

useTestStorageEngine();

const osoba: P = { nazwa: 'Anna Nowak', czyInstytucja: false, nip: null, pesel: '78031545683' };
const firma: P = { nazwa: 'Kwiaciarnia', czyInstytucja: true, nip: '7741001232', pesel: null };
const api: Api = {
  baseURL: 'https://api.test',
  json: () => new Promise(() => undefined),
  file: () => new Promise(() => undefined),
};

let host: HTMLElement;
async function mount() {
  host = await mountNode(<Podmiot />, api);
}

beforeEach(() => {
  cleanTestStorage();
  $token.set('t');
  $userInfo.set({} as never);
  $subjects.set([osoba, firma]);
  $pesel.set(osoba.pesel!);
});
afterEach(() => {
  unmountAll();
  clearSession();
  $subjects.set([]);
});

describe('<gmina-podmiot> (spec 01 §4 "Subject context")', () => {
  it('the stored PESEL selects the current subject; choosing an institution stores its NIP and drops the PESEL', async () => {
    await mount();
    // a radio group whose names wrap (issue 12 item 8), not a select that cuts them
    expect(host.querySelector('select')).toBeNull();
    const radios = [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const names = radios.map((r) => r.closest('label')!.textContent);
    expect(names).toEqual(['Anna Nowak (osoba fizyczna)', 'Kwiaciarnia (NIP 7741001232)']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(host.querySelector('legend')!.textContent).toBe('Podmiot');
    await act(() => {
      radios[1]!.click();
    });
    expect($nip.get()).toBe('7741001232');
    expect($pesel.get()).toBeUndefined();
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
  });

  it('one subject is shown as text; logged out, nothing', async () => {
    $subjects.set([osoba]);
    await mount();
    expect(host.querySelector('select')).toBeNull();
    expect(host.textContent).toContain('Anna Nowak (osoba fizyczna)');
    await act(() => clearSession());
    expect(host.textContent).toBe('');
  });
});
