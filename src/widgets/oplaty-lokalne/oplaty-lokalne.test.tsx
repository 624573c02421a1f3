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
import { koniecUmowy, OplatyLokalne, sumyUmow } from './OplatyLokalne.tsx';
import { oplatyFixtures as f, umowa } from './oplaty-lokalne.fixtures.ts';

useTestStorageEngine();
afterEach(() => {
  unmountAll();
  signOut();
  cleanTestStorage();
});

const lata = `/dsp/dajLataOplatLokalnych?${kto(osoba)}`;
const oplaty = (rok: number) => `/dsp/dajOplatyLokalne?${kto(osoba)}&rok=${rok}`;
const t = fixedT('pl');

describe('local fees: the declaration’s pure parts', () => {
  it('an agreement without an end date shows the open-ended word, one with an end its date', () => {
    expect(koniecUmowy(umowa(0), t)).toBe('bezterminowo');
    expect(koniecUmowy(umowa(0, { dataRozwiazaniaUmowy: '2026-09-30' }), t)).toBe('30.09.2026');
  });

  it('the totals row carries the server’s sums of net, VAT and gross in Polish format', () => {
    expect(sumyUmow(f.dwieUmowy, t)).toEqual({
      nrKarty: 'Razem',
      kwotaNetto: '2\u00a0001,00',
      kwotaVat: '461,00',
      kwotaBrutto: '2\u00a0462,00',
    });
  });
});

describe('<OplatyLokalne>', () => {
  it('asks for the subject’s years, preselects the latest and shows its dues with totals', async () => {
    const api = protectedApi({ [lata]: { lataOplat: f.lata }, [oplaty(2025)]: f.dwieUmowy });
    await asSubject(osoba);
    const host = await mount(OplatyLokalne, api);
    expect(api.calls).toEqual([lata, oplaty(2025)]);
    expect([...host.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2023', '2024', '2025']);
    const rows = bodyRows(host);
    expect(rows[0]).toEqual([
      'OL/2019/0140',
      'Dzierżawa gruntu – dz. nr 200/3',
      'GN.6845.0.2019',
      '01.02.2026',
      '01.04.2019',
      'bezterminowo',
      '1',
      '31.03.2026',
      '1\u00a0000,00',
      '230,00',
      '1\u00a0230,00',
    ]);
    expect(rows[1]![5]).toBe('30.09.2026');
    expect(host.querySelector('tfoot')?.textContent).toContain('2\u00a0462,00');
    expect(host.querySelector('caption')?.textContent).toBe('Umowy i należności – 2025 (zł)');
  });

  it('reloads for another year and asks the PDF of that year for the subject', async () => {
    const api = protectedApi({
      [lata]: { lataOplat: f.lata },
      [oplaty(2025)]: f.dwieUmowy,
      [oplaty(2023)]: f.wiele,
    });
    await asSubject(osoba);
    const host = await mount(OplatyLokalne, api);
    await act(() => {
      const select = host.querySelector('select') as HTMLSelectElement;
      select.value = '2023';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
    expect(api.calls.at(-1)).toBe(oplaty(2023));
    expect(host.querySelector('.g-pager [aria-live]')?.textContent).toBe('1–5 z 7');
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual([`/dsp/dajOplatyLokalne/pdf?${kto(osoba)}&rok=2023`]);
  });

  it('says "Brak umów" for a subject without years and for a year without dues', async () => {
    await asSubject(osoba);
    const h1 = await mount(OplatyLokalne, protectedApi({ [lata]: { lataOplat: [] } }));
    expect(h1.textContent).toContain('Brak umów');
    expect(h1.querySelector('select')).toBeNull();
    const h2 = await mount(
      OplatyLokalne,
      protectedApi({ [lata]: { lataOplat: [2025] }, [oplaty(2025)]: f.pusto }),
    );
    expect(h2.textContent).toContain('Brak umów');
    expect(h2.querySelector('table')).toBeNull();
  });
});
