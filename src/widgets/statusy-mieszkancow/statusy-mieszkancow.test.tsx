// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act } from 'preact/test-utils';
import { ApiError } from '../../core/api/client.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $contrast, $fontSize } from '../../core/stores/settings.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { statusyFixtures } from '../../ui/charts/charts.fixtures.ts';
import {
  charts,
  fakeApi,
  installChartFakes,
  mount,
  resizeObservers,
  setBoxWidth,
  settle,
  unmountAll,
} from '../../ui/charts/test-support.tsx';
import { StatusyMieszkancow } from './StatusyMieszkancow.tsx';

vi.mock('uplot', async () => ({ default: (await import('../../ui/charts/test-support.tsx')).FakeUPlot }));

const PATH = '/el/dajStatusyMeldunkoweMieszkancow';
const live = () => charts.filter((c) => !c.destroyed);

useTestStorageEngine();
beforeAll(installChartFakes);
afterEach(() => {
  unmountAll();
  closeSnackbar();
  setNavigationHandler(null);
  $contrast.set(false);
  $fontSize.set('mala');
  cleanTestStorage();
});

describe('<StatusyMieszkancow>', () => {
  it('draws one bar per status beside the table, with grouped counts and a total', async () => {
    const host = await mount(
      StatusyMieszkancow,
      fakeApi({ [PATH]: { statusyMieszkancow: statusyFixtures.wieleWierszy } }),
    );
    const chart = host.querySelector('.g-bar-chart')!;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Wykres słupkowy: Statusy mieszkańców');
    expect(chart.querySelector('.g-chart-axis')?.textContent).toBe('Liczba mieszkańców');
    expect(live()).toHaveLength(1);
    expect(live()[0]!.data).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      statusyFixtures.wieleWierszy.map((r) => r.liczbaMieszkancow),
    ]);
    expect(live()[0]!.opts.width).toBe(600);
    expect(host.querySelector('caption')?.textContent).toBe('Statusy mieszkańców');
    expect(host.querySelector('tbody tr')?.textContent).toBe('Zameldowanie stałe8\u00a0873');
    expect(host.querySelector('tfoot')?.textContent).toBe('Razem (wszystkie statusy)13\u00a0074');
    expect([...host.querySelectorAll('.g-toolbar button')].map((b) => b.textContent)).toEqual([
      'Pobierz PDF',
      'Pobierz CSV',
    ]);
  });

  it('shows one row without paging', async () => {
    const host = await mount(
      StatusyMieszkancow,
      fakeApi({ [PATH]: { statusyMieszkancow: statusyFixtures.jedenWiersz } }),
    );
    expect(host.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(host.querySelector('.g-pager')).toBeNull();
    expect(live()[0]!.data).toEqual([[0], [8873]]);
  });

  it('says "Brak danych do wyświetlenia" with no chart and no downloads when there are no rows', async () => {
    const host = await mount(StatusyMieszkancow, fakeApi({ [PATH]: { statusyMieszkancow: [] } }));
    expect(host.textContent).toContain('Brak danych do wyświetlenia');
    expect(host.querySelector('.g-bar-chart')).toBeNull();
    expect(host.querySelector('.g-toolbar')).toBeNull();
  });

  it('draws again on resize and on a contrast or font-size change, dropping the old drawing', async () => {
    await mount(
      StatusyMieszkancow,
      fakeApi({ [PATH]: { statusyMieszkancow: statusyFixtures.wieleWierszy } }),
    );
    expect(charts).toHaveLength(1);
    setBoxWidth(320);
    // the window narrowed: every observer of the widget reports (the chart's box and the table's scroll box)
    await act(() => resizeObservers.forEach((o) => o.callback()));
    await settle();
    expect(charts).toHaveLength(2);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.opts.width).toBe(320);
    await act(() => $contrast.set(true));
    await settle();
    expect(charts).toHaveLength(3);
    await act(() => $fontSize.set('bardzo_duza'));
    await settle();
    expect(charts).toHaveLength(4);
    expect(live()).toHaveLength(1);
  });

  it('on a failed call shows the snackbar and a retry, and in the portal goes to the services list', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    let fail = true;
    const api = fakeApi({});
    api.json = async () => {
      if (fail) throw new ApiError('http', PATH, 'HTTP 500', 500);
      return { statusyMieszkancow: statusyFixtures.jedenWiersz } as never;
    };
    const host = await mount(StatusyMieszkancow, api, true);
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
    const retry = host.querySelector<HTMLButtonElement>('[role="alert"] button')!;
    expect(retry.textContent).toBe('Spróbuj ponownie');
    fail = false;
    await act(() => retry.click());
    await settle();
    expect(host.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('leaves 503 to the session layer (no snackbar)', async () => {
    await mount(StatusyMieszkancow, fakeApi({ [PATH]: new ApiError('http', PATH, 'HTTP 503', 503) }));
    expect($snackbar.get()).toBeNull();
  });
});
