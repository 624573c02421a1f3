// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '../../core/api/client.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { Budzet } from './Budzet.tsx';
import { budzetFixtures } from './budzet.fixtures.ts';
import { mountNode, settle } from '../../../tests/widget-harness.tsx';

function fakeApi(answers: Record<string, unknown>): Api & { calls: string[] } {
  const calls: string[] = [];
  return {
    baseURL: 'https://api.test',
    calls,
    async json(path, _schema, opts) {
      const key = `${path}${opts?.query?.['rok'] ? `?rok=${opts.query['rok']}` : ''}`;
      calls.push(key);
      const a = answers[key] ?? answers[path];
      if (a instanceof Error) throw a;
      return a as never;
    },
    async file() {
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
}

async function mount(api: Api, rodzaj: 'dochody' | 'wydatki' = 'dochody', inPortal = false) {
  const host = await mountNode(<Budzet rodzaj={rodzaj} />, api, inPortal);
  return { host, settle };
}

afterEach(() => {
  document.body.innerHTML = '';
  closeSnackbar();
  setNavigationHandler(null);
});

const lata = '/fk/gmina/dajLataBudzetowe';

describe('<Budzet>', () => {
  it('preselects the latest year and shows its rows with Polish amounts', async () => {
    const api = fakeApi({
      [lata]: { lataBudzetowe: [2025, 2024] },
      '/fk/gmina/dajDochodyBudzetu?rok=2025': { listaDochodow: budzetFixtures.jedenWiersz },
    });
    const { host } = await mount(api);
    // the select's shown value is checked in real Chromium (e2e); happy-dom does not apply it
    expect([...host.querySelectorAll('select option')].map((o) => o.textContent)).toEqual(['2024', '2025']);
    expect(host.querySelector('caption')?.textContent).toBe('Dochody budżetu – 2025');
    expect(host.querySelector('tbody tr')?.textContent).toContain('1\u00a0000,50');
    expect(api.calls).toEqual([lata, '/fk/gmina/dajDochodyBudzetu?rok=2025']);
  });

  it('shows the expenditure columns for rodzaj="wydatki"', async () => {
    const api = fakeApi({
      [lata]: { lataBudzetowe: [2025] },
      '/fk/gmina/dajWydatkiBudzetu?rok=2025': { listaWydatkow: budzetFixtures.wydatki },
    });
    const { host } = await mount(api, 'wydatki');
    const headers = [...host.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'Rozdział',
      'Paragraf',
      'Nazwa pozycji',
      'Plan po zmianach',
      'Wydatki',
      'Zobowiązania',
      'Koszty',
      'Zaangażowanie',
    ]);
  });

  it('says so when there is no data, in the spec words', async () => {
    const { host } = await mount(fakeApi({ [lata]: { lataBudzetowe: [] } }));
    expect(host.textContent).toContain('Brak danych o dochodach budżetu');
    const { host: h2 } = await mount(
      fakeApi({
        [lata]: { lataBudzetowe: [2025] },
        '/fk/gmina/dajDochodyBudzetu?rok=2025': { listaDochodow: [] },
      }),
    );
    expect(h2.textContent).toContain('Brak danych o dochodach budżetu');
  });

  it('on a failed call shows the snackbar, an inline retry, and in the portal goes to the services list', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    const api = fakeApi({ [lata]: new ApiError('http', lata, 'HTTP 500', 500) });
    const { host } = await mount(api, 'dochody', true);
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
    expect(host.querySelector('[role="alert"] button')?.textContent).toBe('Spróbuj ponownie');
  });

  it('leaves 503 to the session layer (no snackbar)', async () => {
    const api = fakeApi({ [lata]: new ApiError('http', lata, 'HTTP 503', 503) });
    await mount(api);
    expect($snackbar.get()).toBeNull();
  });
});
