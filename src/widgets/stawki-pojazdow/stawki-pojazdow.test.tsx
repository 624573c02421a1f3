// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { ApiError } from '../../core/api/client.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, fakeApi, mount, settle } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { StawkiPojazdow } from './StawkiPojazdow.tsx';
import { stawkiFixtures as f } from './stawki-pojazdow.fixtures.ts';

const lata = '/pst/dajLataStawekPojazdow';
const stawki = (rok: number) => `/pst/dajStawkiPojazdow?rokWyliczen=${rok}`;

afterEach(() => {
  document.body.innerHTML = '';
  closeSnackbar();
});

describe('<StawkiPojazdow>', () => {
  it('preselects the latest year and shows the four columns with PLN amounts', async () => {
    const api = fakeApi({
      [lata]: { lataStawekPojazdow: [2026, 2024, 2025] },
      [stawki(2026)]: { stawkiPojazdow: f.jedenWiersz },
    });
    const host = await mount(StawkiPojazdow, api);
    expect(api.calls).toEqual([lata, stawki(2026)]);
    expect([...host.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2024', '2025', '2026']);
    const headers = [...host.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'Nazwa stawki',
      'Stawka roczna gminy',
      'Stawka maksymalna wg obwieszczenia Ministra Finansów',
      'Kwota obniżenia stawki',
    ]);
    expect(bodyRows(host)).toEqual([
      ['Samochody ciężarowe – kategoria 1', '800,00', '1\u00a0228,61', '428,61'],
    ]);
    expect(host.querySelector('caption')?.textContent).toBe(
      'Stawki podatku od środków transportowych – 2026 (zł)',
    );
  });

  it('reloads for another year and asks the PDF with query rok', async () => {
    const api = fakeApi({
      [lata]: { lataStawekPojazdow: f.lata },
      [stawki(2026)]: { stawkiPojazdow: f.jedenWiersz },
      [stawki(2024)]: { stawkiPojazdow: f.wieleWierszy },
    });
    const host = await mount(StawkiPojazdow, api);
    await act(() => {
      const select = host.querySelector('select') as HTMLSelectElement;
      select.value = '2024';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
    expect(api.calls.at(-1)).toBe(stawki(2024));
    expect(bodyRows(host)).toHaveLength(5);
    expect(host.querySelector('.g-pager [aria-live]')?.textContent).toBe('1–5 z 13');
    const pdf = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz PDF')!;
    await act(() => pdf.click());
    await settle();
    expect(api.files).toEqual(['/pst/dajStawkiPojazdow/pdf?rok=2024']);
  });

  it('sorts by the reduction, both ways', async () => {
    const rows = [...f.wieleWierszy].reverse().slice(0, 4);
    const host = await mount(
      StawkiPojazdow,
      fakeApi({ [lata]: { lataStawekPojazdow: [2025] }, [stawki(2025)]: { stawkiPojazdow: rows } }),
    );
    const th = [...host.querySelectorAll('thead th')][3]!;
    await act(() => th.querySelector('button')!.click());
    const col = () => bodyRows(host).map((r) => r[3]);
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    expect(col()).toEqual(['878,61', '928,61', '978,61', '1\u00a0028,61']);
    await act(() => th.querySelector('button')!.click());
    expect(th.getAttribute('aria-sort')).toBe('descending');
    expect(col()).toEqual(['1\u00a0028,61', '978,61', '928,61', '878,61']);
  });

  it('shows the default empty state for no years and for a year without rates', async () => {
    const h1 = await mount(StawkiPojazdow, fakeApi({ [lata]: { lataStawekPojazdow: [] } }));
    expect(h1.textContent).toContain('Brak danych do wyświetlenia');
    const h2 = await mount(
      StawkiPojazdow,
      fakeApi({ [lata]: { lataStawekPojazdow: [2025] }, [stawki(2025)]: { stawkiPojazdow: f.pusto } }),
    );
    expect(h2.textContent).toContain('Brak danych do wyświetlenia');
  });

  it('a failed rates call shows the snackbar and a retry; 503 is left to the session layer', async () => {
    await mount(
      StawkiPojazdow,
      fakeApi({
        [lata]: { lataStawekPojazdow: [2025] },
        [stawki(2025)]: new ApiError('offline', 'x', 'offline'),
      }),
    );
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    closeSnackbar();
    await mount(StawkiPojazdow, fakeApi({ [lata]: new ApiError('http', lata, 'HTTP 503', 503) }));
    expect($snackbar.get()).toBeNull();
  });
});
