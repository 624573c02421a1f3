// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import {
  asSubject,
  bodyRows,
  kto,
  mount,
  osoba,
  protectedApi,
  signOut,
  unmountAll,
} from '../../../tests/protected-list-harness.tsx';
import { formatHektary, WnioskiOZwrotAkcyzy } from './WnioskiOZwrotAkcyzy.tsx';
import { wnioskiFixtures as f } from './wnioski-o-zwroty-akcyzy.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  signOut();
  cleanTestStorage();
});

const wnioski = (rok?: number) => `/paliwa/dajWnioskiOZwrotAkcyzy?${kto(osoba)}${rok ? `&rok=${rok}` : ''}`;
const lata = { lataWnioskow: f.lata, rok: 2025, wnioski: f.wnioski };

describe('excise refund applications: the pure parts', () => {
  it('the farmland area keeps the register’s four decimals', () => {
    expect(formatHektary(14.37)).toBe('14,3700');
    expect(formatHektary(1031.042)).toBe('1\u00a0031,0420');
  });
});

describe('<WnioskiOZwrotAkcyzy>', () => {
  it('applications: years ascending, the latest preselected, area, litres, limit and the way of payout', async () => {
    const api = protectedApi({ [wnioski()]: lata, [wnioski(2025)]: lata });
    await asSubject(osoba);
    const host = await mount(WnioskiOZwrotAkcyzy, api);
    expect(api.calls).toEqual([wnioski(), wnioski(2025)]);
    expect([...host.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2023', '2024', '2025']);
    expect(bodyRows(host)).toEqual([
      ['FN.3123.1.2025', '11.02.2025', '14,3700', '900', '2\u00a0339,44', 'przelew na rachunek bankowy'],
      ['FN.3123.4.2025', '07.08.2025', '14,3700', '900', '2\u00a0339,44', 'wypłata w kasie urzędu'],
    ]);
  });

  it('a subject without applications: "Brak złożonych wniosków"', async () => {
    const pusto = { [wnioski()]: { lataWnioskow: [], rok: null, wnioski: [] } };
    await asSubject(osoba);
    const h1 = await mount(WnioskiOZwrotAkcyzy, protectedApi(pusto));
    expect(h1.textContent).toContain('Brak złożonych wniosków');
  });
});
