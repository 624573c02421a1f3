// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { ApiError, type Api } from '../core/api/client.ts';
import { setNavigationHandler } from '../core/navigation.ts';
import { $snackbar, closeSnackbar } from '../core/stores/snackbar.ts';
import { mountNode, settle, unmountAll } from '../../tests/widget-harness.tsx';
import { useLoaded, type LoadedOptions } from './useLoaded.tsx';

const api = { baseURL: 'https://api.test' } as Api;
const serverError = () => new ApiError('http', '/x', 'HTTP 500', 500);
const serviceBreak = () => new ApiError('http', '/x', 'HTTP 503', 503, undefined, undefined, 'service');

afterEach(() => {
  unmountAll();
  closeSnackbar();
  setNavigationHandler(null);
});

function Screen({ load, options }: { load: () => Promise<string[]>; options: LoadedOptions<string[]> }) {
  const r = useLoaded(load, [], options);
  return <div className="screen">{r.data ? r.data.join(', ') : r.fallback}</div>;
}
const show = (load: () => Promise<string[]>, options: LoadedOptions<string[]> = {}, inPortal = false) =>
  mountNode(<Screen load={load} options={options} />, api, inPortal);

describe('useLoaded', () => {
  it("widget look: the loader, then a failure with the spec's reaction and a retry that calls again", async () => {
    const go = vi.fn();
    setNavigationHandler(go);
    let release!: () => void;
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise((_, fail) => (release = () => fail(serverError()))))
      .mockResolvedValueOnce(['a', 'b']);
    const host = await show(load, {}, true);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Ładowanie…');
    await act(() => release());
    await settle();
    expect(host.querySelector('[role="alert"] .g-error')?.textContent).toBe($snackbar.get()?.text);
    expect(go).toHaveBeenCalledWith('/lista-uslug');
    await act(() => host.querySelector('button')!.click());
    await settle();
    expect(host.textContent).toBe('a, b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('widget look: a service break is its notice; empty data the empty text', async () => {
    const broken = await show(() => Promise.reject(serviceBreak()));
    expect(broken.querySelector('.g-break h3')).not.toBeNull();
    const empty = await show(async () => [], { empty: (d) => d.length === 0, emptyText: 'Nic tu nie ma' });
    expect(empty.querySelector('.g-empty')?.textContent).toBe('Nic tu nie ma');
  });

  it('line look, quiet: any failure is one line of the error look, without a retry or a snackbar', async () => {
    for (const error of [serverError(), serviceBreak()]) {
      const host = await show(() => Promise.reject(error), { onFailure: 'quiet', look: 'line' });
      const p = host.querySelector('.screen > p.g-error');
      expect(p?.textContent).toBe('Wystąpił błąd podczas pobierania danych z API');
      expect(p?.getAttribute('role')).toBeNull();
      expect(host.querySelector('button, [role="alert"]')).toBeNull();
      expect($snackbar.get()).toBeNull();
    }
  });

  it('note look: the failure and the empty text are muted notes', async () => {
    const failed = await show(() => Promise.reject(serverError()), { onFailure: 'quiet', look: 'note' });
    expect(failed.querySelector('.screen > p.g-note')?.textContent).toBe(
      'Wystąpił błąd podczas pobierania danych z API',
    );
    const empty = await show(async () => [], {
      onFailure: 'quiet',
      look: 'note',
      empty: (d) => d.length === 0,
      emptyText: 'Brak odczytów',
    });
    expect(empty.querySelector('.screen > p.g-note')?.textContent).toBe('Brak odczytów');
    expect(empty.querySelector('.g-empty')).toBeNull();
  });

  it('note look with the empty state: a failure is a note, nothing to show the empty state', async () => {
    const opts = {
      onFailure: 'quiet',
      look: 'note',
      emptyLook: 'state',
      empty: (d: string[]) => d.length === 0,
    } as const;
    const failed = await show(() => Promise.reject(serverError()), { ...opts, emptyText: 'Brak zgłoszeń' });
    expect(failed.querySelector('.screen > p.g-note')?.textContent).toBe(
      'Wystąpił błąd podczas pobierania danych z API',
    );
    const empty = await show(async () => [], { ...opts, emptyText: 'Brak zgłoszeń' });
    expect(empty.querySelector('.g-empty')?.textContent).toBe('Brak zgłoszeń');
    expect(empty.querySelector('.screen > p.g-note')).toBeNull();
  });
});
