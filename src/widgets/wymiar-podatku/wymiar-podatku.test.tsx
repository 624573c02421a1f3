// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { fixedT } from '../../core/i18n/index.ts';
import type { PozycjaWymiaru, WymiarPodatku as Wymiar } from '../../core/api/podatki.ts';
import {
  bodyRows,
  JAN,
  mountAs,
  protectedApi,
  settle,
  signOut,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { WymiarPodatku, wymiarTotals } from './WymiarPodatku.tsx';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  signOut();
});

const lata = '/podatkiGminne/dajLataPodatkowe?pesel=85010112352';
const wymiar = (l: string) => `/podatkiGminne/dajWymiarPodatku?lataPodatkowe=${l}&pesel=85010112352`;
const pozycja = (rok: number, over: Partial<PozycjaWymiaru> = {}): PozycjaWymiaru => ({
  nrKarty: 'ŁZP/01187',
  rokPodatkowy: rok,
  dataWymiaru: `${rok}-02-06`,
  opisWymiaru: 'Decyzja ustalająca wymiar podatku',
  nrDecyzji: `FN.3120.117.${rok}`,
  podatekRolny: 0,
  podatekLesny: 0,
  podatekOdNieruchomosci: 1200,
  podatekRazem: 1200,
  idArchiwumDruku: rok - 1000,
  ...over,
});
const odpowiedz = (pozycje: PozycjaWymiaru[]): Wymiar => {
  const s = (k: keyof PozycjaWymiaru) => pozycje.reduce((a, p) => a + (p[k] as number), 0);
  return {
    pozycjeWymiaruPodatku: pozycje,
    podatekRolnySuma: s('podatekRolny'),
    podatekLesnySuma: s('podatekLesny'),
    podatekOdNieruchomosciSuma: s('podatekOdNieruchomosci'),
    podatekSuma: s('podatekRazem'),
  };
};
const click = async (el: Element) => {
  await act(() => (el as HTMLElement).click());
  await settle();
  await settle();
};

describe('<WymiarPodatku>', () => {
  it('preselects the latest year; rows with amounts, a decision PDF per row where there is one, the totals row', async () => {
    const zmiana = pozycja(2026, {
      opisWymiaru: 'Decyzja zmieniająca wymiar podatku',
      nrDecyzji: 'FN.3120.134.2026',
      dataWymiaru: '2026-06-23',
      podatekRolny: -61,
      podatekOdNieruchomosci: 0,
      podatekRazem: -61,
      idArchiwumDruku: null,
    });
    const api = protectedApi({
      [lata]: { lataPodatkowe: [2026, 2024, 2025] },
      [wymiar('2026')]: odpowiedz([pozycja(2026), zmiana]),
      [wymiar('2025,2026')]: odpowiedz([pozycja(2025), pozycja(2026), zmiana]),
    });
    const host = await mountAs(WymiarPodatku, api, JAN);
    expect(api.calls).toEqual([lata, wymiar('2026')]);
    expect(host.querySelector('.g-multi-button')?.textContent).toContain('2026');
    expect(bodyRows(host)).toEqual([
      [
        'ŁZP/01187',
        '2026',
        '06.02.2026',
        'Decyzja ustalająca wymiar podatku',
        'FN.3120.117.2026',
        '0,00',
        '0,00',
        '1\u00a0200,00',
        '1\u00a0200,00',
        'Pobierz PDF',
      ],
      [
        'ŁZP/01187',
        '2026',
        '23.06.2026',
        'Decyzja zmieniająca wymiar podatku',
        'FN.3120.134.2026',
        '\u221261,00',
        '0,00',
        '0,00',
        '\u221261,00',
        '—',
      ],
    ]);
    const totals = [...host.querySelectorAll('tfoot tr > *')].map((c) => c.textContent);
    expect(totals).toEqual([
      'Razem po korektach',
      '',
      '',
      '',
      '',
      '\u221261,00',
      '0,00',
      '1\u00a0200,00',
      '1\u00a0139,00',
      '',
    ]);
    // the decision of its row, named by its number, loading on its own row
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const decyzja = host.querySelector('tbody button')!;
    expect(decyzja.getAttribute('aria-label')).toBe('Pobierz PDF – decyzja FN.3120.117.2026');
    await click(decyzja);
    expect(api.files).toEqual(['/podatkiGminne/dajDecyzje?idArchiwumDruku=1026&pesel=85010112352']);
    // another year chosen: the call again with both years, the caption names them, the list PDF too
    await click(host.querySelector('.g-multi-button')!);
    const boxes = [...host.querySelectorAll<HTMLInputElement>('.g-multi-group input')];
    expect(boxes.map((b) => b.parentElement!.textContent)).toEqual(['2024', '2025', '2026']);
    await click(boxes[1]!);
    expect(api.calls.at(-1)).toBe(wymiar('2025,2026'));
    expect(bodyRows(host)).toHaveLength(3);
    expect(host.querySelector('caption')?.textContent).toBe('Wymiar podatku – 2025, 2026 (zł)');
    const listPdf = [...host.querySelectorAll('.g-toolbar button')].find(
      (b) => b.textContent === 'Pobierz PDF',
    )!;
    await click(listPdf);
    expect(api.files.at(-1)).toBe(
      '/podatkiGminne/dajWymiarPodatku/pdf?lataPodatkowe=2025,2026&pesel=85010112352',
    );
  });

  it('no tax years or no rows: the empty text', async () => {
    const h1 = await mountAs(WymiarPodatku, protectedApi({ [lata]: { lataPodatkowe: [] } }), JAN);
    expect(h1.textContent).toContain('Brak wymiaru podatku');
    unmountAll();
    const h2 = await mountAs(
      WymiarPodatku,
      protectedApi({ [lata]: { lataPodatkowe: [2026] }, [wymiar('2026')]: odpowiedz([]) }),
      JAN,
    );
    expect(h2.textContent).toContain('Brak wymiaru podatku');
    expect(h2.querySelector('table')).toBeNull();
  });

  it('the totals row takes the sums of the answer, in Polish amounts', () => {
    const w = { ...odpowiedz([pozycja(2025)]), podatekLesnySuma: 193, podatekSuma: 1393 };
    expect(wymiarTotals(w, fixedT('pl'))).toEqual({
      nrKarty: 'Razem po korektach',
      podatekRolny: '0,00',
      podatekLesny: '193,00',
      podatekOdNieruchomosci: '1\u00a0200,00',
      podatekRazem: '1\u00a0393,00',
    });
  });
});
