// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import { hasUnsavedInput } from '../../core/leave-guard.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { ListyWyborcze } from './ListyWyborcze.tsx';
import { wyboryFixtures as f } from './listy-wyborcze.fixtures.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';

const DATY = '/el/dajAktualneDatyWyborow';
const OBWOD = '/el/dajObwodWyborcy';

type Answer = unknown | ((opts?: RequestOptions) => unknown);
function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; query?: RequestOptions['query'] }[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, query: opts?.query });
      const a = answers[path];
      const v = typeof a === 'function' ? (a as (o?: RequestOptions) => unknown)(opts) : a;
      if (v instanceof Error) throw v;
      return (await v) as never;
    },
    async file(path, opts) {
      calls.push({ path, query: opts?.query });
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
  return { api, calls };
}

async function mount(api: Api, inPortal = false) {
  const host = await mountNode(<ListyWyborcze />, api, inPortal);
  const q = <T extends Element>(s: string) => host.querySelector<T>(s);
  const input = () => q<HTMLInputElement>('input')!;
  const select = () => q<HTMLSelectElement>('select')!;
  return {
    host,
    input,
    select,
    async type(value: string) {
      await act(() => {
        input().value = value;
        input().dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async choose(value: string) {
      await act(() => {
        select().value = value;
        select().dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    async check() {
      await act(() => q<HTMLButtonElement>('button[type="submit"]')!.click());
      await settle();
      await settle();
    },
    error: () => q('.g-field-error')?.textContent ?? null,
    card: () => q('.g-card'),
  };
}

afterEach(() => {
  // unmounting also ends each form's unsaved-input mark
  unmountAll();
  document.body.innerHTML = '';
  closeSnackbar();
  setNavigationHandler(null);
});

describe('<ListyWyborcze>', () => {
  it('offers the current election days as dd.mm.yyyy with none preselected', async () => {
    const { api } = fakeApi({ [DATY]: f.daty });
    const w = await mount(api);
    const options = [...w.select().options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', '– wybierz datę –'],
      ['2026-12-06', '06.12.2026'],
      ['2027-01-10', '10.01.2027'],
    ]);
    expect(w.host.querySelector('h2')?.textContent).toBe('Sprawdzenie w spisie wyborców');
  });

  it("says 'Aktualnie nie odbywają się żadne wybory' when there are none, without a form", async () => {
    const w = await mount(fakeApi({ [DATY]: f.brakDat }).api);
    expect(w.host.querySelector('.g-empty')?.textContent).toBe('Aktualnie nie odbywają się żadne wybory');
    expect(w.host.querySelector('input')).toBeNull();
  });

  it('the PESEL field takes digits only, at most 11, with a numeric keyboard', async () => {
    const w = await mount(fakeApi({ [DATY]: f.daty }).api);
    const el = w.input();
    expect(el.getAttribute('inputmode')).toBe('numeric');
    expect(el.maxLength).toBe(11);
    const typed = (data: string) => {
      const e = new InputEvent('beforeinput', {
        data,
        inputType: 'insertText',
        cancelable: true,
        bubbles: true,
      });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(typed('a')).toBe(true);
    expect(typed('-')).toBe(true);
    expect(typed('7')).toBe(false);
    await w.type('4405a14 01-359');
    expect(w.input().value).toBe('44051401359');
    await w.type('4405140135999');
    expect(w.input().value).toBe('44051401359');
  });

  it('without a chosen date "Sprawdź" does nothing', async () => {
    const { api, calls } = fakeApi({ [DATY]: f.daty, [OBWOD]: f.wynik });
    const w = await mount(api);
    await w.type(f.peselZlaSuma);
    await w.check();
    expect(calls.map((c) => c.path)).toEqual([DATY]);
    expect(w.error()).toBeNull();
    expect(w.input().getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    ['wrong check digit', f.peselZlaSuma],
    ['no such birth date', f.peselZlaData],
    ['too short', '4405140135'],
    ['empty', ''],
  ])("%s → 'błędny numer PESEL' at the field, the typed value stays, no call", async (_, pesel) => {
    const { api, calls } = fakeApi({ [DATY]: f.daty, [OBWOD]: f.wynik });
    const w = await mount(api);
    await w.choose('2026-12-06');
    await w.type(pesel);
    await w.check();
    expect(w.error()).toBe('błędny numer PESEL');
    expect(w.input().getAttribute('aria-invalid')).toBe('true');
    expect(w.input().getAttribute('aria-describedby')).toBe(w.host.querySelector('.g-field-error')!.id);
    expect(w.input().value).toBe(pesel);
    expect(calls.filter((c) => c.path === OBWOD)).toEqual([]);
  });

  it.each(f.peselyPoprawne)('the valid PESEL %s is sent with the chosen day', async (pesel) => {
    const { api, calls } = fakeApi({ [DATY]: f.daty, [OBWOD]: { ...f.wynik, pesel } });
    const w = await mount(api);
    await w.choose('2027-01-10');
    await w.type(pesel);
    await w.check();
    expect(w.error()).toBeNull();
    expect(calls.at(-1)).toEqual({ path: OBWOD, query: { pesel, dataWyborow: '2027-01-10' } });
    expect(w.card()?.textContent).toContain(pesel);
  });

  it('shows the result card with every field and a PDF of the same query', async () => {
    const { api, calls } = fakeApi({ [DATY]: f.daty, [OBWOD]: f.wynik });
    const w = await mount(api);
    await w.choose('2026-12-06');
    await w.type(f.peselPoprawny);
    await w.check();
    const pairs = [...w.card()!.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Numer PESEL', '44051401359'],
      ['Obwód głosowania nr', '1'],
      ['Okręg wyborczy nr', '1'],
      ['Numer w spisie wyborców', '17'],
      ['Adres lokalu wyborczego', f.wynik.adresWyborcy],
    ]);
    expect(w.card()!.querySelector('h3')?.textContent).toBe('Wynik sprawdzenia – 06.12.2026');
    await act(() => w.card()!.querySelector('button')!.click());
    await settle();
    expect(calls.at(-1)).toEqual({
      path: `${OBWOD}/pdf`,
      query: { pesel: '44051401359', dataWyborow: '2026-12-06' },
    });
  });

  it('hides the result when the PESEL or the date changes', async () => {
    const w = await mount(fakeApi({ [DATY]: f.daty, [OBWOD]: f.wynik }).api);
    await w.choose('2026-12-06');
    await w.type(f.peselPoprawny);
    await w.check();
    expect(w.card()).not.toBeNull();
    await w.type('4405140135');
    expect(w.card()).toBeNull();
    await w.type(f.peselPoprawny);
    await w.check();
    expect(w.card()).not.toBeNull();
    await w.choose('2027-01-10');
    expect(w.card()).toBeNull();
  });

  it('drops an answer that arrives after the PESEL was changed', async () => {
    let release!: (v: unknown) => void;
    const late = new Promise((r) => (release = r));
    const w = await mount(fakeApi({ [DATY]: f.daty, [OBWOD]: () => late }).api);
    await w.choose('2026-12-06');
    await w.type(f.peselPoprawny);
    await act(() => w.host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await w.type('0221130758');
    await act(async () => release(f.wynik));
    await settle();
    expect(w.card()).toBeNull();
  });

  it('a PESEL not on the register (404) says so clearly', async () => {
    const notFound = new ApiError('http', OBWOD, 'HTTP 404', 404, 404, 'x');
    const w = await mount(fakeApi({ [DATY]: f.daty, [OBWOD]: notFound }).api);
    await w.choose('2026-12-06');
    await w.type('02122401358');
    await w.check();
    expect(w.host.querySelector('.g-notice')?.textContent).toBe(
      'Osoby o podanym numerze PESEL nie ma w spisie wyborców dla wybranych wyborów.',
    );
    expect($snackbar.get()).toBeNull();
  });

  it('a failed check gives the spec snackbar and keeps the typed input, even in the portal', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    const w = await mount(
      fakeApi({ [DATY]: f.daty, [OBWOD]: new ApiError('http', OBWOD, 'HTTP 500', 500) }).api,
      true,
    );
    await w.choose('2026-12-06');
    await w.type(f.peselPoprawny);
    await w.check();
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).not.toHaveBeenCalled();
    expect(w.input().value).toBe(f.peselPoprawny);
  });

  it('a failed list of dates: snackbar, retry, and in the portal the services list', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    let fail = true;
    const w = await mount(
      fakeApi({ [DATY]: () => (fail ? new ApiError('offline', DATY, 'offline') : f.jednaData) }).api,
      true,
    );
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
    fail = false;
    await act(() => w.host.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await settle();
    expect(w.select().options).toHaveLength(2);
  });

  it('leaves 503 of the dates to the session layer (no snackbar)', async () => {
    await mount(fakeApi({ [DATY]: new ApiError('http', DATY, 'HTTP 503', 503) }).api);
    expect($snackbar.get()).toBeNull();
  });

  it('service 4 in maintenance (its own 503): the break notice in the widget; its retry asks again', async () => {
    const przerwa = () => new ApiError('http', DATY, 'HTTP 503', 503, 503, undefined, 'service');
    let daty: unknown = przerwa();
    let obwod: unknown = przerwa();
    const w = await mount(fakeApi({ [DATY]: () => daty, [OBWOD]: () => obwod }).api);
    expect(w.host.querySelector('h3')?.textContent).toBe('Przepraszamy - trwa przerwa techniczna');
    expect($snackbar.get()).toBeNull();
    daty = f.daty;
    await act(() => w.host.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await settle();
    expect(w.select().options.length).toBe(3); // the placeholder and the two dates
    // the check answers 503 of the service: the notice under the form, the typed PESEL kept
    await w.choose('2026-12-06');
    await w.type(f.peselPoprawny);
    await w.check();
    expect(w.host.querySelector('.g-wybory-wynik h3')?.textContent).toBe(
      'Przepraszamy - trwa przerwa techniczna',
    );
    expect(w.input().value).toBe(f.peselPoprawny);
    obwod = f.wynik;
    await act(() => w.host.querySelector<HTMLButtonElement>('.g-wybory-wynik button')!.click());
    await settle();
    await settle();
    expect(w.card()).not.toBeNull();
  });

  it('marks the form unsaved while partly filled, and not once its answer is shown', async () => {
    const w = await mount(fakeApi({ [DATY]: f.daty, [OBWOD]: f.wynik }).api);
    expect(hasUnsavedInput()).toBe(false);
    await w.type('4405');
    expect(hasUnsavedInput()).toBe(true);
    await w.type('');
    expect(hasUnsavedInput()).toBe(false);
    await w.choose('2026-12-06');
    expect(hasUnsavedInput()).toBe(true);
    await w.type(f.peselPoprawny);
    await w.check();
    expect(w.card()).not.toBeNull();
    expect(hasUnsavedInput()).toBe(false);
    await w.type('4405140135');
    expect(hasUnsavedInput()).toBe(true);
    render(null, w.host);
    expect(hasUnsavedInput()).toBe(false);
  });
});
