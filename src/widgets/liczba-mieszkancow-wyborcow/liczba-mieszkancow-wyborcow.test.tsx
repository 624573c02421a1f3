// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, fakeApi, mount } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { LiczbaMieszkancowWyborcow } from './LiczbaMieszkancowWyborcow.tsx';
import { mieszkancyFixtures as f } from './liczba-mieszkancow-wyborcow.fixtures.ts';

const path = '/el/dajLiczbeMieszkancowIWyborcow';
afterEach(() => {
  document.body.innerHTML = '';
  closeSnackbar();
});

describe('<LiczbaMieszkancowWyborcow>', () => {
  it('shows one locality with residents computed, the day of the figures and a totals row', async () => {
    const host = await mount(LiczbaMieszkancowWyborcow, fakeApi({ [path]: f.jedenWiersz }));
    expect(host.textContent).toContain('Stan na dzień 15.03.2026');
    expect(bodyRows(host)).toEqual([['Zielona Dolina', '3\u00a0461', '193', '3\u00a0654', '2\u00a0768']]);
    expect([...host.querySelectorAll('tfoot > tr > *')].map((c) => c.textContent)).toEqual([
      'Razem',
      '3\u00a0461',
      '193',
      '3\u00a0654',
      '2\u00a0768',
    ]);
  });

  it('pages many localities five at a time and sums all of them', async () => {
    const host = await mount(LiczbaMieszkancowWyborcow, fakeApi({ [path]: f.wieleWierszy }));
    expect(bodyRows(host)).toHaveLength(5);
    expect(host.querySelector('.g-pager [aria-live]')?.textContent).toBe('1–5 z 7');
    const wyborcy = f.wieleWierszy.liczbaMieszkancowIWyborcow.reduce((s, r) => s + r.liczbaWyborcow, 0);
    expect(host.querySelector('tfoot td:last-child')?.textContent?.replace(/\u00a0/g, '')).toBe(
      String(wyborcy),
    );
  });

  it('shows the empty state with no localities, and the failure reaction on an error', async () => {
    const h1 = await mount(LiczbaMieszkancowWyborcow, fakeApi({ [path]: f.pusto }));
    expect(h1.textContent).toContain('Brak danych do wyświetlenia');
    const h2 = await mount(
      LiczbaMieszkancowWyborcow,
      fakeApi({ [path]: new ApiError('http', path, '500', 500) }),
    );
    expect(h2.querySelector('[role="alert"]')?.textContent).toContain('Usługa chwilowo niedostępna');
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
  });
});
