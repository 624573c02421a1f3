import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client.ts';
import { createListForm, type RowFailure } from './list-form.ts';
import { confirmLeave, hasUnsavedInput } from './leave-guard.ts';
import { setNavigationHandler } from './navigation.ts';
import { $snackbar, closeSnackbar } from './stores/snackbar.ts';
import { msg, validateReading } from './rules/fields.ts';

// three meters, as the reading entry keys them; a reading of 5 integer digits and no decimals
const ROWS = [11, 12, 13] as const;
type Id = (typeof ROWS)[number];
const rule = (_: Id, v: string) => validateReading(v, { current: null, integerDigits: 5, decimalDigits: 0 });
const opis = (e: unknown): RowFailure =>
  e instanceof ApiError && e.status === 400 ? { kind: 'row', text: e.opis } : { kind: 'break' };
const form = (extra: Partial<Parameters<typeof createListForm<Id, string>>[0]> = {}) =>
  createListForm<Id, string>({ rows: () => ROWS, blank: '', validate: rule, onFailure: opis, ...extra });
const refused = (opis: string) => new ApiError('http', '/wodomierze/zapiszStan', 'HTTP 400', 400, 2001, opis);

afterEach(() => {
  setNavigationHandler(null);
  closeSnackbar();
});

describe('list form: values and rules', () => {
  it('checks only the filled rows, naming the first invalid one in the rows order; blank rows are not sent', async () => {
    const f = form();
    f.set(13, '1.5');
    f.set(12, '123456');
    const send = vi.fn(async () => true);
    expect(await f.submit(send)).toEqual({ ok: false, invalid: 12 });
    expect(send).not.toHaveBeenCalled();
    expect(f.$state.get().errors).toEqual({ 12: msg.readingFormatInvalid, 13: msg.readingFormatInvalid });
    expect(f.value(12)).toBe('123456');
    expect(f.value(11)).toBe('');
    expect(f.filled()).toEqual([12, 13]);
  });

  it('with no row filled sends nothing and says so', async () => {
    const send = vi.fn(async () => true);
    expect(await form().submit(send)).toEqual({ ok: false, empty: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("typing into a row takes its message away with clearOnInput; the server's words go on typing anyway", async () => {
    const keep = form();
    keep.set(11, 'x');
    keep.check();
    keep.set(11, 'y');
    expect(keep.$state.get().errors[11]).toBe(msg.readingFormatInvalid);
    const clear = form({ clearOnInput: true });
    clear.set(11, 'x');
    clear.set(12, 'y');
    clear.check();
    clear.set(11, '5');
    expect(clear.$state.get().errors).toEqual({ 12: msg.readingFormatInvalid });
    clear.set(12, '7');
    await clear.submit(async (k) => {
      if (k === 12) throw refused('Licznik zdjęty');
      return true;
    });
    expect(clear.$state.get().server).toEqual({ 12: 'Licznik zdjęty' });
    clear.set(12, '8');
    expect(clear.$state.get().server).toEqual({});
  });
});

describe('list form: per-row outcomes', () => {
  it('sends the filled rows one by one; saved rows are cleared, refused ones keep their value and get the words', async () => {
    const f = form();
    f.set(11, '100');
    f.set(12, '200');
    f.set(13, '300');
    const send = vi.fn(async (k: Id, v: string) => {
      if (k === 12) throw refused(`Stan ${v} odrzucony`);
      return k === 11;
    });
    const r = await f.submit(send);
    expect(send.mock.calls).toEqual([
      [11, '100'],
      [12, '200'],
      [13, '300'],
    ]);
    expect(r).toEqual({ ok: false, saved: [11], refused: [12, 13], unsent: [], failure: [] });
    expect(f.$state.get()).toMatchObject({
      values: { 12: '200', 13: '300' },
      server: { 12: 'Stan 200 odrzucony' },
      errors: { 11: null, 12: null, 13: null },
      busy: false,
      done: false,
    });
    // the next check starts the messages anew
    f.check();
    expect(f.$state.get().server).toEqual({});
  });

  it('a row refused with a text key shows it as a rule message', async () => {
    const f = form({ onFailure: () => ({ kind: 'row', error: msg.formatInvalid }) });
    f.set(11, '1');
    await f.submit(async () => {
      throw new Error('x');
    });
    expect(f.$state.get().errors[11]).toBe(msg.formatInvalid);
    expect(f.$state.get().server).toEqual({});
  });

  it("a failure of the whole form gets the frame's reaction and stops the rows after it, which keep their values", async () => {
    const f = form();
    f.set(11, '100');
    f.set(12, '200');
    f.set(13, '300');
    const send = vi.fn(async (k: Id) => {
      if (k === 12)
        throw new ApiError(
          'http',
          '/wodomierze/zapiszStan',
          'HTTP 503',
          503,
          undefined,
          undefined,
          'service',
        );
      return true;
    });
    expect(await f.submit(send)).toEqual({
      ok: false,
      saved: [11],
      refused: [12],
      unsent: [13],
      failure: [{ kind: 'break' }],
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(f.$state.get()).toMatchObject({ values: { 12: '200', 13: '300' }, broken: true, done: false });
    await f.submit(async () => true);
    expect(f.$state.get().broken).toBe(false);
  });

  it('a row may fail at itself and for the whole form: words at the row, snackbar, alert, redirect', async () => {
    const go = vi.fn();
    setNavigationHandler(go);
    const f = form({
      onFailure: (_, k) => [
        { kind: 'row', text: `Wiersz ${k}` },
        { kind: 'snackbar', text: 'Nie wysłano' },
        { kind: 'alert', text: 'Spróbuj później', kod: 9 },
        { kind: 'redirect', to: '/lista-uslug' },
      ],
    });
    f.set(11, '1');
    f.set(12, '2');
    const r = await f.submit(async () => {
      throw new Error('x');
    });
    expect(r).toMatchObject({ ok: false, saved: [], refused: [11], unsent: [12] });
    expect(f.$state.get()).toMatchObject({
      server: { 11: 'Wiersz 11' },
      alert: { text: 'Spróbuj później', kod: 9 },
    });
    expect($snackbar.get()?.text).toBe('Nie wysłano');
    expect(go).toHaveBeenCalledWith('/lista-uslug');
  });

  it('is busy during the calls and refuses a second submit; done when every row was saved', async () => {
    const f = form();
    f.set(11, '1');
    f.set(13, '3');
    let release!: () => void;
    const send = vi.fn((k: Id) =>
      k === 11 ? new Promise<boolean>((res) => (release = () => res(true))) : Promise.resolve(true),
    );
    const first = f.submit(send);
    expect(f.$state.get().busy).toBe(true);
    expect(await f.submit(send)).toEqual({ ok: false, busy: true });
    release();
    expect(await first).toEqual({ ok: true, saved: [11, 13], refused: [], unsent: [], failure: [] });
    expect(send).toHaveBeenCalledTimes(2);
    expect(f.$state.get()).toMatchObject({ values: {}, busy: false, done: true });
    f.set(12, '2');
    expect(f.$state.get().done).toBe(false);
  });
});

describe('list form: leave guard', () => {
  it('asks before leaving while a guarded row holds input; not once every row is saved, after reset or dispose', async () => {
    const f = form({ guard: true });
    expect(hasUnsavedInput()).toBe(false);
    f.set(11, '1');
    expect(hasUnsavedInput()).toBe(true);
    const ask = vi.fn();
    confirmLeave(() => undefined, ask);
    expect(ask).toHaveBeenCalled();
    f.set(11, '');
    expect(hasUnsavedInput()).toBe(false);
    f.set(11, '1');
    f.set(12, '2');
    await f.submit(async (k) => k === 11);
    // the refused row still holds its value
    expect(hasUnsavedInput()).toBe(true);
    await f.submit(async () => true);
    expect(hasUnsavedInput()).toBe(false);
    f.set(13, '3');
    f.reset();
    expect(hasUnsavedInput()).toBe(false);
    expect(f.value(13)).toBe('');
    f.set(13, '3');
    f.dispose();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('an unguarded list form never asks; a custom isBlank decides what counts as input', () => {
    const plain = form();
    plain.set(11, '1');
    expect(hasUnsavedInput()).toBe(false);
    const spaces = form({ guard: true, isBlank: (v) => v.trim() === '' });
    spaces.set(11, '  ');
    expect(hasUnsavedInput()).toBe(false);
    expect(spaces.filled()).toEqual([]);
    spaces.set(11, ' 1');
    expect(hasUnsavedInput()).toBe(true);
    spaces.dispose();
  });
});
