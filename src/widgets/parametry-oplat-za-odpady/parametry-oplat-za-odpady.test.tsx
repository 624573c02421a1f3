// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { fixedT } from '../../core/i18n/index.ts';
import {
  asSubject,
  bodyRows,
  kto,
  mount,
  osoba,
  protectedApi,
  settle,
  signOut,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { doDnia, ParametryOplatZaOdpady, wartosc } from './ParametryOplatZaOdpady.tsx';
import { parametr, parametryFixtures as f } from './parametry-oplat-za-odpady.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  signOut();
  cleanTestStorage();
});

const t = fixedT('pl');
const sciezka = `/smieci/dajParametryOplatZaOdpady?${kto(osoba)}`;
const choose = async (host: HTMLElement, value: string) => {
  await act(() => {
    const select = host.querySelector('select') as HTMLSelectElement;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
  await settle();
};

describe('waste fee parameters: the declaration’s pure parts', () => {
  it('shows the "still running" phrase without an end day, else the day', () => {
    expect(doDnia(parametr(), t)).toBe('nadal obowiązuje');
    expect(doDnia(parametr({ doDnia: '2025-06-30' }), t)).toBe('30.06.2025');
  });

  it('whole values plain, others with two decimals', () => {
    expect(wartosc(2)).toBe('2');
    expect(wartosc(142.6)).toBe('142,60');
    expect(wartosc(1234.5)).toBe('1\u00a0234,50');
  });
});

describe('<ParametryOplatZaOdpady>', () => {
  it('shows the current parameters by default with m² and m³, and the archival ones when chosen', async () => {
    const api = protectedApi({ [sciezka]: f.dom });
    await asSubject(osoba);
    const host = await mount(ParametryOplatZaOdpady, api);
    expect([...host.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Aktualne',
      'Archiwalne',
    ]);
    expect(host.querySelector('label')?.textContent).toBe('Parametry');
    expect(bodyRows(host)).toEqual([
      [
        'ul. Polna 12, Zielona Dolina',
        'Powierzchnia lokalu mieszkalnego',
        '01.07.2025',
        'nadal obowiązuje',
        '142,60',
        'm²',
      ],
      [
        'ul. Polna 12, Zielona Dolina',
        'Kompostownik przydomowy',
        '01.07.2025',
        'nadal obowiązuje',
        '1',
        'szt.',
      ],
      [
        'ul. Polna 12, Zielona Dolina',
        'Średnie miesięczne zużycie wody',
        '01.07.2025',
        '31.12.2026',
        '6,30',
        'm³',
      ],
    ]);
    expect(host.querySelector('caption')?.textContent).toBe('Aktualne parametry opłat za odpady');
    await choose(host, 'archiwalne');
    expect(api.calls).toEqual([sciezka, sciezka]);
    expect(bodyRows(host)).toEqual([
      [
        'ul. Polna 12, Zielona Dolina',
        'Powierzchnia lokalu mieszkalnego',
        '01.01.2022',
        '30.06.2025',
        '118,40',
        'm²',
      ],
    ]);
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([
      `/smieci/dajParametryOplatZaOdpady/pdf?${kto(osoba)}&typWyswietlania=archiwalne`,
    ]);
  });

  it('says "Brak parametrów" for a subject without any, and for an empty view while the select stays', async () => {
    await asSubject(osoba);
    const h1 = await mount(ParametryOplatZaOdpady, protectedApi({ [sciezka]: f.pusto }));
    expect(h1.textContent).toContain('Brak parametrów');
    const h2 = await mount(ParametryOplatZaOdpady, protectedApi({ [sciezka]: f.tylkoArchiwalne }));
    expect(h2.textContent).toContain('Brak parametrów');
    await choose(h2, 'archiwalne');
    expect(bodyRows(h2)).toHaveLength(1);
  });
});
