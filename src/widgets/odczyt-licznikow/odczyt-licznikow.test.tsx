// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { useTestStorageEngine } from '@nanostores/persistent';
import { charts, installChartFakes } from '../../ui/charts/test-support.tsx';
import { bodyRows, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { cleanUp, signedIn, wodaApi } from '../../../tests/woda-harness.tsx';
import { OdczytLicznikow } from './OdczytLicznikow.tsx';
import { odczytLicznikowFixtures as f } from './odczyt-licznikow.fixtures.ts';

vi.mock('uplot', async () => ({ default: (await import('../../ui/charts/test-support.tsx')).FakeUPlot }));

useTestStorageEngine();
beforeAll(installChartFakes);
afterEach(() => {
  cleanUp();
  charts.length = 0;
});

const PESEL = 'pesel=85010112352';
const odczyty = (numery: string) =>
  `/wodomierze/dajOdczyty?idPunktuOdbioru=101&numeryLicznika=${numery}&${PESEL}`;
const answers = {
  [`/woda/dajPunktyOdbioru?${PESEL}`]: { punktyOdbioru: f.punkty },
  [odczyty('ZD-24-90417')]: { odczytyLicznika: f.odczyty.slice(0, 10) },
  [odczyty('ZD-24-90417,ZD-14-58213')]: { odczytyLicznika: f.odczyty },
};
const live = () => charts.filter((c) => !c.destroyed);

describe('<OdczytLicznikow>', () => {
  it('labels the meters current or archival, starts on the current one, and lists its readings', async () => {
    signedIn();
    const api = wodaApi(answers);
    const host = await mount(OdczytLicznikow, api);
    await settle();
    expect(api.calls).toContain(odczyty('ZD-24-90417'));
    await act(() => host.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click());
    expect(
      [...host.querySelectorAll('input[type=checkbox]')].map((c) => c.closest('label')?.textContent),
    ).toEqual(['ZD-24-90417 – aktualny', 'ZD-14-58213 – archiwalny (zdjęty 10.03.2025)']);
    expect(bodyRows(host)[0]).toEqual(['ZD-24-90417', '10.10.2026', '189', '30']);
    expect(host.querySelector('.g-line-chart')?.getAttribute('aria-label')).toBe(
      'Wykres liniowy: zużycie wody w 12 ostatnich odczytach (m³)',
    );
    // the unit shown, not only named (issue 27 item 12)
    expect(host.querySelector('.g-line-chart .g-chart-axis')?.textContent).toBe('Zużycie (m³)');
  });

  it('with both meters draws the last 12 readings by date, oldest first, next to the table', async () => {
    signedIn();
    const api = wodaApi(answers);
    const host = await mount(OdczytLicznikow, api);
    await settle();
    await act(() => host.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click());
    const archiwalny = [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')][1]!;
    await act(() => archiwalny.click());
    await settle();
    await settle();
    expect(api.calls).toContain(odczyty('ZD-24-90417,ZD-14-58213'));
    const chart = live().at(-1)!;
    // 14 readings: the chart holds the 12 newest, the two oldest of the archival meter left out
    expect(chart.data[1]).toEqual([12, 11, 12, 14, 15, 28, 33, 17, 13, 12, 15, 30]);
    expect(host.querySelector('.g-charted .g-line-chart + .g-list-table caption')?.textContent).toBe(
      'Odczyty wodomierzy ZD-24-90417, ZD-14-58213',
    );
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([
      `/wodomierze/dajOdczyty/pdf?idPunktuOdbioru=101&numeryLicznika=ZD-24-90417,ZD-14-58213&${PESEL}`,
    ]);
  });
});
