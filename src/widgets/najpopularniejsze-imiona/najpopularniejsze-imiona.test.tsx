// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act } from 'preact/test-utils';
import { ApiError } from '../../core/api/client.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $contrast } from '../../core/stores/settings.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { PIE_PALETTE, pieSlicePaths } from '../../ui/charts/PieChart.tsx';
import { imionaFixtures } from '../../ui/charts/charts.fixtures.ts';
import { fakeApi, mount, settle, unmountAll } from '../../ui/charts/test-support.tsx';
import { NajpopularniejszeImiona } from './NajpopularniejszeImiona.tsx';

const PATH = '/el/dajNajpopularniejszeImiona';
const legend = (host: HTMLElement) =>
  [...host.querySelectorAll('.g-pie-legend li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  closeSnackbar();
  setNavigationHandler(null);
  $contrast.set(false);
  cleanTestStorage();
});

describe('<NajpopularniejszeImiona>', () => {
  it('pies the top 10 by count in 10 colours, beside the paged table of all 200 names', async () => {
    const host = await mount(
      NajpopularniejszeImiona,
      fakeApi({ [PATH]: { listaImion: imionaFixtures.wieleWierszy } }),
    );
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Wykres kołowy: 10 najpopularniejszych imion');
    const slices = [...svg.querySelectorAll('path')];
    expect(slices).toHaveLength(10);
    expect(new Set(slices.map((p) => p.getAttribute('fill')))).toEqual(new Set(PIE_PALETTE));
    const top = [...imionaFixtures.wieleWierszy]
      .sort((a, b) => b.liczbaOsob - a.liczbaOsob || a.imie.localeCompare(b.imie, 'pl'))
      .slice(0, 10);
    expect(legend(host)).toEqual(
      top.map(
        (r) =>
          `${r.imie} ${r.liczbaOsob.toLocaleString('pl-PL', { useGrouping: 'always' }).replace(/\u00a0/g, ' ')}`,
      ),
    );
    expect(host.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(host.querySelector('.g-pager [aria-live]')?.textContent).toBe('1–5 z 200');
  });

  it('sorts the table by name when its header is clicked', async () => {
    const host = await mount(
      NajpopularniejszeImiona,
      fakeApi({ [PATH]: { listaImion: imionaFixtures.wieleWierszy } }),
    );
    const button = [...host.querySelectorAll<HTMLButtonElement>('thead button')].find((b) =>
      b.textContent?.startsWith('Imię'),
    )!;
    await act(() => button.click());
    const names = [...host.querySelectorAll('tbody th')].map((th) => th.textContent);
    const all = imionaFixtures.wieleWierszy.map((r) => r.imie);
    expect(names).toEqual([...all].sort((a, b) => a.localeCompare(b, 'pl')).slice(0, 5));
  });

  it('with one name draws a full circle', async () => {
    const host = await mount(
      NajpopularniejszeImiona,
      fakeApi({ [PATH]: { listaImion: imionaFixtures.jedenWiersz } }),
    );
    expect(host.querySelectorAll('svg path')).toHaveLength(1);
    expect(legend(host)).toEqual(['Zofia 12']);
    expect(host.querySelector('.g-pager')).toBeNull();
  });

  it('hides the pie in high contrast; the table stays', async () => {
    const host = await mount(
      NajpopularniejszeImiona,
      fakeApi({ [PATH]: { listaImion: imionaFixtures.wieleWierszy } }),
    );
    expect(host.querySelector('svg')).not.toBeNull();
    await act(() => $contrast.set(true));
    await settle();
    expect(host.querySelector('svg')).toBeNull();
    expect(host.querySelector('.g-pie-legend')).toBeNull();
    expect(host.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('says "Brak danych do wyświetlenia" when there are no names', async () => {
    const host = await mount(NajpopularniejszeImiona, fakeApi({ [PATH]: { listaImion: [] } }));
    expect(host.textContent).toContain('Brak danych do wyświetlenia');
    expect(host.querySelector('svg')).toBeNull();
  });

  it('on a failed call shows the snackbar and the retry, and in the portal goes to the services list', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    const host = await mount(
      NajpopularniejszeImiona,
      fakeApi({ [PATH]: new ApiError('shape', PATH, 'bad', undefined) }),
      true,
    );
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Spróbuj ponownie');
  });
});

describe('pieSlicePaths', () => {
  it('turns shares into arcs that close the circle', () => {
    const [a, b] = pieSlicePaths([1, 3]);
    expect(a).toBe('M100 100L100.000 0.000A100 100 0 0 1 200.000 100.000Z');
    expect(b).toBe('M100 100L200.000 100.000A100 100 0 1 1 100.000 0.000Z');
    expect(pieSlicePaths([0, 0])).toEqual(['', '']);
  });
});
