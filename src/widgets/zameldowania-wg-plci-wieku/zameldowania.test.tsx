// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client.ts';
import { fixedT } from '../../core/i18n/index.ts';
import { toCsv } from '../../core/csv.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { bodyRows, fakeApi, mount } from '../../../tests/pojazdy-meldunki-harness.tsx';
import { Zameldowania, zameldowaniaCsv } from './Zameldowania.tsx';
import { zameldowaniaFixtures as f } from './zameldowania.fixtures.ts';

const path = '/el/dajZameldowaniaWgPlciWieku';
afterEach(() => {
  document.body.innerHTML = '';
  closeSnackbar();
});

describe('<Zameldowania>', () => {
  it('shows permanent and temporary registrations: rows women, men, both; columns under 18, over 18, total', async () => {
    const host = await mount(Zameldowania, fakeApi({ [path]: f.typowe }));
    expect([...host.querySelectorAll('caption')].map((c) => c.textContent)).toEqual([
      'Zameldowanie stałe',
      'Zameldowanie czasowe',
    ]);
    expect(
      [...host.querySelectorAll('table')[0]!.querySelectorAll('thead th')].map((t) => t.textContent),
    ).toEqual(['Płeć', 'Poniżej 18 lat', 'Od 18 lat', 'Razem']);
    expect(bodyRows(host)).toEqual([
      ['Kobiety', '934', '4\u00a0034', '4\u00a0968'],
      ['Mężczyźni', '990', '3\u00a0851', '4\u00a0841'],
      ['Ogółem', '1\u00a0924', '7\u00a0885', '9\u00a0809'],
      ['Kobiety', '38', '189', '227'],
      ['Mężczyźni', '44', '179', '223'],
      ['Ogółem', '82', '368', '450'],
    ]);
  });

  it('exports both tables in one CSV with the kind of registration', () => {
    const { columns, rows } = zameldowaniaCsv(fixedT('pl'), f.typowe);
    const lines = toCsv(columns, rows)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Rodzaj zameldowania;Płeć;Poniżej 18 lat;Od 18 lat;Razem',
      'Zameldowanie stałe;Kobiety;934;4034;4968',
      'Zameldowanie stałe;Mężczyźni;990;3851;4841',
      'Zameldowanie stałe;Ogółem;1924;7885;9809',
      'Zameldowanie czasowe;Kobiety;38;189;227',
      'Zameldowanie czasowe;Mężczyźni;44;179;223',
      'Zameldowanie czasowe;Ogółem;82;368;450',
    ]);
  });

  it('shows the empty state when nobody is registered', async () => {
    const host = await mount(Zameldowania, fakeApi({ [path]: f.pusto }));
    expect(host.textContent).toContain('Brak danych do wyświetlenia');
    expect(host.querySelector('table')).toBeNull();
  });

  it('a failed call shows the snackbar and a retry', async () => {
    const host = await mount(Zameldowania, fakeApi({ [path]: new ApiError('shape', path, 'bad shape') }));
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(host.querySelector('[role="alert"] button')?.textContent).toBe('Spróbuj ponownie');
  });
});
