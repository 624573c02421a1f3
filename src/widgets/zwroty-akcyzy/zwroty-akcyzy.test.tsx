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
import { wyplacono, ZwrotyAkcyzy } from './ZwrotyAkcyzy.tsx';
import { zwrot, zwrotyFixtures as f } from './zwroty-akcyzy.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  signOut();
  cleanTestStorage();
});

const t = fixedT('pl');
const wnioski = (rok?: number) => `/paliwa/dajWnioskiOZwrotAkcyzy?${kto(osoba)}${rok ? `&rok=${rok}` : ''}`;
const zwroty = (rok: number) => `/paliwa/dajZwrotyAkcyzy?${kto(osoba)}&rok=${rok}`;
const lata = { lataWnioskow: f.lata, rok: 2025, wnioski: f.wnioski };

describe('excise refunds: the declarations’ pure parts', () => {
  it('a refund without a paid amount is "not paid"; a paid one shows the amount', () => {
    expect(wyplacono(zwrot({ kwotaWyplacona: null }), t)).toBe('nie wypłacono');
    expect(wyplacono(zwrot({ kwotaWyplacona: 1332 }), t)).toBe('1\u00a0332,00');
  });
});

describe('<ZwrotyAkcyzy>', () => {
  it('refunds: the same selector; "not paid" where nothing was paid; another year reloads; PDF of that year', async () => {
    const api = protectedApi({
      [wnioski()]: lata,
      [zwroty(2025)]: { zwroty: f.zwroty },
      [zwroty(2023)]: { zwroty: [] },
    });
    await asSubject(osoba);
    const host = await mount(ZwrotyAkcyzy, api);
    expect(api.calls).toEqual([wnioski(), zwroty(2025)]);
    expect(bodyRows(host).map((r) => r[5])).toEqual(['1\u00a0332,00', 'nie wypłacono']);
    expect(bodyRows(host)[1]![3]).toBe('0,00');
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([`/paliwa/dajZwrotyAkcyzy/pdf?${kto(osoba)}&rok=2025`]);
    await act(() => {
      const select = host.querySelector('select') as HTMLSelectElement;
      select.value = '2023';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
    expect(api.calls.at(-1)).toBe(zwroty(2023));
    expect(host.textContent).toContain('Brak zwrotów');
  });

  it('a subject without applications: "Brak zwrotów", no select', async () => {
    const pusto = { [wnioski()]: { lataWnioskow: [], rok: null, wnioski: [] } };
    await asSubject(osoba);
    const h2 = await mount(ZwrotyAkcyzy, protectedApi(pusto));
    expect(h2.textContent).toContain('Brak zwrotów');
    expect(h2.querySelector('select')).toBeNull();
  });
});
