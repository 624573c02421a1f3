// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { ApiError } from '../../core/api/client.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, fakeApi, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { LiczbaPojazdow } from './LiczbaPojazdow.tsx';
import { liczbaPojazdowFixtures as f } from './liczba-pojazdow.fixtures.ts';

const path = '/pst/dajLiczbePojazdowWgNorm';
const q = (d: string) => `${path}?dataPrzeliczen=${d}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 23, 30)); // 15.03.2026, late evening local time
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  closeSnackbar();
  setNavigationHandler(null);
});

const input = (host: HTMLElement) => host.querySelector('input') as HTMLInputElement;
async function typeAndSubmit(host: HTMLElement, text: string) {
  await act(() => {
    const el = input(host);
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(() => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
  await settle();
}
const message = (host: HTMLElement) => host.querySelector('.g-field-error')?.textContent ?? '';

describe('<LiczbaPojazdow>', () => {
  it('starts on today, dd.mm.yyyy in the field and yyyy-MM-dd in the call, with grouped counts and a total', async () => {
    const api = fakeApi({ [q('2026-03-15')]: { normyPojazdow: f.jedenWiersz } });
    const host = await mount(LiczbaPojazdow, api);
    expect(input(host).value).toBe('15.03.2026');
    expect(api.calls).toEqual([q('2026-03-15')]);
    expect(host.querySelector('caption')?.textContent).toBe(
      'Liczba pojazdów wg sposobu opodatkowania – stan na dzień 15.03.2026',
    );
    expect(bodyRows(host)).toEqual([['Norma EURO 6', '1\u00a0234']]);
    expect(host.querySelector('tfoot')?.textContent).toBe('Razem1\u00a0234');
    expect(input(host).getAttribute('aria-invalid')).toBeNull();
  });

  it('reloads for another valid day, also 01.01.1900 and today itself', async () => {
    const api = fakeApi({ [path]: { normyPojazdow: f.wieleWierszy } });
    const host = await mount(LiczbaPojazdow, api);
    await typeAndSubmit(host, '1.2.2020');
    await typeAndSubmit(host, '01.01.1900');
    await typeAndSubmit(host, '15.03.2026');
    expect(api.calls).toEqual([q('2026-03-15'), q('2020-02-01'), q('1900-01-01'), q('2026-03-15')]);
    expect(message(host)).toBe('');
    expect(bodyRows(host)).toHaveLength(5); // paged above 5 rows (spec 01 §9)
  });

  it.each([
    ['16.03.2026', 'Data nie może być wartością przyszłą'],
    ['31.12.1899', 'Data nie może być sprzed 1900'],
    ['31.02.2024', 'Wprowadzono błędną date'],
    ['2024-03-01', 'Wprowadzono błędną date'],
    ['abc', 'Wprowadzono błędną date'],
  ])('keeps "%s" as typed, says "%s" and does not call the server', async (text, expected) => {
    const api = fakeApi({ [path]: { normyPojazdow: f.jedenWiersz } });
    const host = await mount(LiczbaPojazdow, api);
    await typeAndSubmit(host, text);
    expect(input(host).value).toBe(text);
    expect(message(host)).toBe(expected);
    expect(input(host).getAttribute('aria-invalid')).toBe('true');
    const errId = host.querySelector('.g-field-error')!.id;
    expect(input(host).getAttribute('aria-describedby')).toContain(errId);
    expect(api.calls).toEqual([q('2026-03-15')]);
    // the last valid day stays on screen
    expect(bodyRows(host)).toEqual([['Norma EURO 6', '1\u00a0234']]);
    await typeAndSubmit(host, '14.03.2026');
    expect(message(host)).toBe('');
    expect(input(host).getAttribute('aria-invalid')).toBeNull();
  });

  it('validates on leaving the field too', async () => {
    const api = fakeApi({ [path]: { normyPojazdow: f.jedenWiersz } });
    const host = await mount(LiczbaPojazdow, api);
    await act(() => {
      input(host).value = '01.01.3000';
      input(host).dispatchEvent(new Event('input', { bubbles: true }));
    });
    // preact/compat listens to focusout for onBlur
    await act(() => {
      input(host).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(message(host)).toBe('Data nie może być wartością przyszłą');
  });

  it('shows the empty state for a day without vehicles', async () => {
    const host = await mount(LiczbaPojazdow, fakeApi({ [path]: { normyPojazdow: f.pusto } }));
    expect(host.textContent).toContain('Brak danych do wyświetlenia');
    expect(host.querySelector('table')).toBeNull();
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pokaż']);
  });

  it('on a failed call: snackbar, inline retry, and in the portal back to the services list', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    const answers: Record<string, unknown> = { [path]: new ApiError('http', path, 'HTTP 500', 500) };
    const host = await mount(LiczbaPojazdow, fakeApi(answers), true);
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
    answers[path] = { normyPojazdow: f.jedenWiersz };
    await act(() => (host.querySelector('[role="alert"] button') as HTMLButtonElement).click());
    await settle();
    await settle();
    expect(bodyRows(host)).toHaveLength(1);
  });
});
