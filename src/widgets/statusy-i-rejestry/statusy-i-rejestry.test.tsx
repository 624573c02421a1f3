// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { organizacjaZAtrybutu, StatusyRejestry } from './StatusyRejestry.tsx';
import { statusyRejestryFixtures as f } from './statusy-i-rejestry.fixtures.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';

const STATUSY = '/pi/statusySpraw';
const REJESTRY = '/pi/rejestry';

async function mount(answers: Record<string, unknown>, organizacja?: string) {
  const calls: string[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _s, opts?: RequestOptions) {
      calls.push(`${path}?idOrganizacji=${opts?.query?.['idOrganizacji']}`);
      const v = answers[path];
      if (v instanceof Error) throw v;
      return v as never;
    },
    async file() {
      throw new Error('none');
    },
  };
  const host = await mountNode(<StatusyRejestry organizacja={organizacja} />, api);
  const choose = async (sel: HTMLSelectElement, value: string) => {
    await act(() => {
      sel.value = value;
      sel.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
  };
  return { host, calls, choose, rows: () => host.querySelectorAll('tbody tr') };
}

afterEach(() => {
  unmountAll();
  closeSnackbar();
});

describe('organizacjaZAtrybutu', () => {
  it('defaults to 280 (spec 01 §9) and rejects what is not a positive whole number', () => {
    expect(organizacjaZAtrybutu(undefined)).toBe(280);
    expect(organizacjaZAtrybutu('')).toBe(280);
    expect(organizacjaZAtrybutu(' 281 ')).toBe(281);
    for (const bad of ['0', '-1', 'abc', '2.5', '1e3']) expect(organizacjaZAtrybutu(bad)).toBeNull();
  });
});

describe('<StatusyRejestry>', () => {
  it('starts on STATUSY for organisation 280 with a sortable paged table', async () => {
    const w = await mount({ [STATUSY]: f.wiele });
    expect(w.calls).toEqual([`${STATUSY}?idOrganizacji=280`]);
    const view = w.host.querySelector('select')!;
    expect([...view.options].map((o) => o.textContent)).toEqual(['STATUSY', 'REJESTRY']);
    expect(w.rows()).toHaveLength(5);
    expect(
      [...w.host.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Znak sprawy', 'Przedmiot sprawy', 'Data złożenia', 'Status', 'Komórka prowadząca']);
    expect(w.rows()[0]!.textContent).toContain('10.01.2026');
    expect(w.host.textContent).toContain('1–5 z 12');
  });

  it('one row, and an empty list', async () => {
    expect((await mount({ [STATUSY]: f.jedna })).rows()).toHaveLength(1);
    const empty = await mount({ [STATUSY]: f.brak });
    expect(empty.host.querySelector('.g-empty')?.textContent).toBe('Brak spraw do wyświetlenia');
  });

  it('REJESTRY shows the first register, and another one when chosen', async () => {
    const w = await mount({ [STATUSY]: f.jedna, [REJESTRY]: f.rejestry }, '281');
    await w.choose(w.host.querySelector('select')!, 'rejestry');
    expect(w.calls).toContain(`${REJESTRY}?idOrganizacji=281`);
    expect(w.host.querySelector('caption')?.textContent).toBe(
      'Rejestr zezwoleń na sprzedaż napojów alkoholowych',
    );
    expect(w.rows()).toHaveLength(5);
    const registers = w.host.querySelectorAll('select')[1] as HTMLSelectElement;
    await w.choose(registers, '2');
    expect(w.host.querySelector('.g-empty')?.textContent).toBe('Brak danych do wyświetlenia');
  });

  it('an unknown organisation (404) shows the empty state, not a failure', async () => {
    const notFound = new ApiError('http', STATUSY, 'HTTP 404', 404);
    const w = await mount({ [STATUSY]: notFound, [REJESTRY]: notFound }, '999');
    expect(w.host.querySelector('.g-empty')?.textContent).toBe('Brak spraw do wyświetlenia');
    await w.choose(w.host.querySelector('select')!, 'rejestry');
    expect(w.host.querySelector('.g-empty')?.textContent).toBe('Brak rejestrów do wyświetlenia');
    expect($snackbar.get()).toBeNull();
  });

  it('a failed call gives the snackbar and an inline retry', async () => {
    const w = await mount({ [STATUSY]: new ApiError('http', STATUSY, 'HTTP 500', 500) });
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(w.host.querySelector('[role="alert"] button')?.textContent).toBe('Spróbuj ponownie');
  });

  it('a bad organisation attribute is reported instead of calling the API', async () => {
    const w = await mount({}, 'abc');
    expect(w.calls).toEqual([]);
    expect(w.host.querySelector('[role="alert"]')?.textContent).toContain('organizacja="abc"');
  });
});
