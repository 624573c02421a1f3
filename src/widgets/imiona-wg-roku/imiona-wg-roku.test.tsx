// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act } from 'preact/test-utils';
import { ApiError } from '../../core/api/client.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { imionaFixtures } from '../../ui/charts/charts.fixtures.ts';
import {
  charts,
  fakeApi,
  installChartFakes,
  mount,
  settle,
  unmountAll,
} from '../../ui/charts/test-support.tsx';
import { ImionaWgRoku } from './ImionaWgRoku.tsx';

vi.mock('uplot', async () => ({ default: (await import('../../ui/charts/test-support.tsx')).FakeUPlot }));

const LATA = '/el/dajLataUrodzen';
const ROK = '/el/dajNajpopularniejszeImionaWgRoku';
const live = () => charts.filter((c) => !c.destroyed);

useTestStorageEngine();
beforeAll(installChartFakes);
afterEach(() => {
  unmountAll();
  closeSnackbar();
  cleanTestStorage();
});

describe('<ImionaWgRoku>', () => {
  it('preselects the latest year, draws its top 20 in a 660 px chart and lists all its names', async () => {
    const api = fakeApi({
      [LATA]: { lataUrodzen: imionaFixtures.lata },
      [`${ROK}?rok=2024`]: { listaImion: imionaFixtures.wieleWierszy.slice(0, 40) },
    });
    const host = await mount(ImionaWgRoku, api);
    expect(api.calls).toEqual([LATA, `${ROK}?rok=2024`]);
    expect([...host.querySelectorAll('.g-toolbar select option')].map((o) => o.textContent)).toEqual([
      '1984',
      '1985',
      '2024',
    ]);
    expect(host.querySelector('caption')?.textContent).toBe('Imiona osób urodzonych w roku 2024');
    expect(host.querySelector('.g-bar-chart')?.getAttribute('aria-label')).toBe(
      'Wykres słupkowy: najpopularniejsze imiona osób urodzonych w roku 2024',
    );
    expect(live()).toHaveLength(1);
    const { opts, data } = live()[0]!;
    expect(opts.height).toBe(660);
    expect(data[1]).toHaveLength(20);
    expect(data[1]).toEqual([...data[1]!].sort((a, b) => b - a));
    expect(Math.max(...data[1]!)).toBe(
      Math.max(...imionaFixtures.wieleWierszy.slice(0, 40).map((r) => r.liczbaOsob)),
    );
    expect(host.querySelector('.g-pager [aria-live]')?.textContent).toBe('1–5 z 40');
  });

  it('reloads table and chart when another year is chosen; the PDF asks for that year', async () => {
    const api = fakeApi({
      [LATA]: { lataUrodzen: imionaFixtures.lata },
      [`${ROK}?rok=2024`]: { listaImion: imionaFixtures.wieleWierszy.slice(0, 40) },
      [`${ROK}?rok=1984`]: { listaImion: imionaFixtures.jedenWiersz },
    });
    const host = await mount(ImionaWgRoku, api);
    const select = host.querySelector('select')!;
    select.value = '1984';
    await act(() => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
    expect(api.calls.at(-1)).toBe(`${ROK}?rok=1984`);
    expect(host.querySelector('caption')?.textContent).toBe('Imiona osób urodzonych w roku 1984');
    expect(host.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.data).toEqual([[0], [12]]);
    const pdf = [...host.querySelectorAll<HTMLButtonElement>('.g-toolbar button')].find(
      (b) => b.textContent === 'Pobierz PDF',
    )!;
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => {};
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([`${ROK}/pdf?rok=1984`]);
  });

  it('has its own empty state when there are no birth years, and the default one for an empty year', async () => {
    const host = await mount(ImionaWgRoku, fakeApi({ [LATA]: { lataUrodzen: [] } }));
    expect(host.textContent).toContain('Brak danych o latach urodzenia');
    expect(host.querySelector('select')).toBeNull();
    const h2 = await mount(
      ImionaWgRoku,
      fakeApi({ [LATA]: { lataUrodzen: [2024] }, [`${ROK}?rok=2024`]: { listaImion: [] } }),
    );
    expect(h2.textContent).toContain('Brak danych do wyświetlenia');
    expect(h2.querySelector('.g-bar-chart')).toBeNull();
  });

  it('a failed year list gives the snackbar and the retry', async () => {
    const host = await mount(ImionaWgRoku, fakeApi({ [LATA]: new ApiError('offline', LATA, 'offline') }));
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(host.querySelector('[role="alert"] button')?.textContent).toBe('Spróbuj ponownie');
  });
});
