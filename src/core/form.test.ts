import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client.ts';
import { createForm } from './form.ts';
import { confirmLeave, hasUnsavedInput } from './leave-guard.ts';
import { setNavigationHandler } from './navigation.ts';
import { $dialog, closeDialog } from './stores/dialog.ts';
import { $snackbar, closeSnackbar } from './stores/snackbar.ts';
import { msg, validateEmail, validatePassword } from './rules/fields.ts';

const rules = (v: { email: string; haslo: string }) => ({
  email: validateEmail(v.email),
  haslo: validatePassword(v.haslo),
});
const opis = (e: unknown) => ({ kind: 'alert' as const, text: (e as { opis: string }).opis });
const form = (extra: Partial<Parameters<typeof createForm<{ email: string; haslo: string }>>[0]> = {}) =>
  createForm({ initial: { email: '', haslo: '' }, validate: rules, onFailure: opis, ...extra });
const GOOD = { email: 'jan@example.pl', haslo: 'Dobre#Haslo1' };

afterEach(() => {
  setNavigationHandler(null);
  closeSnackbar();
});

describe('form controller: values and validation', () => {
  it('keeps values as typed and validates on submit with the shared rules, naming the first invalid field', async () => {
    const f = form();
    f.set('haslo', 'krotkie');
    const send = vi.fn(async () => 'ok');
    const r = await f.submit(send);
    expect(r).toEqual({ ok: false, invalid: 'email' });
    expect(send).not.toHaveBeenCalled();
    expect(f.$state.get().errors).toEqual({ email: msg.emailEmpty, haslo: msg.passwordTooWeak });
    expect(f.$state.get().values.haslo).toBe('krotkie');
  });

  it('leaves the message until the next submit, or clears it on typing with clearOnInput', async () => {
    const keep = form();
    await keep.submit(async () => 1);
    keep.set('email', 'x');
    expect(keep.$state.get().errors.email).toBe(msg.emailEmpty);
    const clear = form({ clearOnInput: true });
    await clear.submit(async () => 1);
    clear.set('email', 'x');
    expect(clear.$state.get().errors.email).toBeNull();
    expect(clear.$state.get().errors.haslo).toBe(msg.passwordEmpty);
  });
});

describe('form controller: submit', () => {
  it('is busy during the call, sends the values, then is done; a second submit while busy is refused', async () => {
    const f = form();
    f.patch(GOOD);
    let release!: (v: string) => void;
    const send = vi.fn((v: typeof GOOD) => new Promise<string>((res) => (release = () => res(v.email))));
    const first = f.submit(send);
    expect(f.$state.get().busy).toBe(true);
    expect(await f.submit(send)).toEqual({ ok: false, busy: true });
    release('');
    expect(await first).toEqual({ ok: true, value: GOOD.email });
    expect(send).toHaveBeenCalledTimes(1);
    expect(f.$state.get()).toMatchObject({ busy: false, done: true, alert: null });
  });

  it('shows the server description as the form alert, keeping what was typed', async () => {
    const f = form();
    f.patch(GOOD);
    const r = await f.submit(async () => {
      throw new ApiError('http', '/zmianaHasla', 'HTTP 400', 400, 1502, 'Hasło było już użyte');
    });
    expect(r.ok).toBe(false);
    expect(f.$state.get()).toMatchObject({
      busy: false,
      done: false,
      alert: { text: 'Hasło było już użyte' },
    });
    expect(f.$state.get().values).toEqual(GOOD);
  });

  it("maps the server's error to the spec's reaction: field, snackbar, dialog, redirect, break", async () => {
    const fail = (kind: string) => async () => {
      throw new Error(kind);
    };
    const f = form({
      onFailure: (e) => {
        const k = (e as Error).message;
        if (k === 'field') return { kind: 'field', field: 'haslo', text: 'Złe hasło' };
        if (k === 'snackbar') return { kind: 'snackbar', text: 'Nie zapisano' };
        if (k === 'dialog') return { kind: 'dialog', title: 'Już zlecone', text: 'Okno' };
        if (k === 'redirect') return { kind: 'redirect', to: '/lista-uslug', text: 'Usługa niedostępna' };
        return [{ kind: 'break' }, { kind: 'field', field: 'email', error: msg.formatInvalid }];
      },
    });
    f.patch(GOOD);
    expect(await f.submit(fail('field'))).toEqual({
      ok: false,
      failure: [{ kind: 'field', field: 'haslo', text: 'Złe hasło' }],
    });
    expect(f.$state.get().server).toEqual({ field: 'haslo', text: 'Złe hasło' });
    f.set('haslo', GOOD.haslo + '2');
    expect(f.$state.get().server).toBeNull();

    await f.submit(fail('snackbar'));
    expect($snackbar.get()?.text).toBe('Nie zapisano');

    await f.submit(fail('dialog'));
    expect($dialog.get()).toEqual({ title: 'Już zlecone', text: 'Okno' });
    closeDialog();

    const go = vi.fn();
    setNavigationHandler(go);
    await f.submit(fail('redirect'));
    expect(go).toHaveBeenCalledWith('/lista-uslug');
    expect($snackbar.get()?.text).toBe('Usługa niedostępna');

    await f.submit(fail('break'));
    expect(f.$state.get().broken).toBe(true);
    expect(f.$state.get().errors.email).toBe(msg.formatInvalid);
    await f.submit(async () => 1);
    expect(f.$state.get().broken).toBe(false);
  });
});

describe('form controller: leave guard and success', () => {
  it('asks before leaving while the guarded form holds input; not after success, reset or dispose', async () => {
    const f = form({ guard: true });
    expect(hasUnsavedInput()).toBe(false);
    f.set('email', 'j');
    expect(hasUnsavedInput()).toBe(true);
    const ask = vi.fn();
    confirmLeave(() => undefined, ask);
    expect(ask).toHaveBeenCalled();
    f.patch(GOOD);
    await f.submit(async () => 1);
    expect(f.$state.get().done).toBe(true);
    expect(hasUnsavedInput()).toBe(false);
    f.set('email', 'x');
    expect(f.$state.get().done).toBe(false);
    expect(hasUnsavedInput()).toBe(true);
    f.reset();
    expect(hasUnsavedInput()).toBe(false);
    f.set('email', 'y');
    f.dispose();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('an unguarded form never asks; a custom isDirty decides what counts as input', () => {
    const plain = form();
    plain.set('email', 'j');
    expect(hasUnsavedInput()).toBe(false);
    const only = form({ guard: true, isDirty: (v) => v.haslo !== '' });
    only.set('email', 'j');
    expect(hasUnsavedInput()).toBe(false);
    only.set('haslo', 'h');
    expect(hasUnsavedInput()).toBe(true);
    only.dispose();
  });

  it('starts with the given alert and lets the screen set it', () => {
    const f = form({ alert: 'Sesja wygasła' });
    expect(f.$state.get().alert).toEqual({ text: 'Sesja wygasła' });
    f.setAlert('Inne', 1504);
    expect(f.$state.get().alert).toEqual({ text: 'Inne', kod: 1504 });
    expect(f.check()).toBe('email');
  });
});
