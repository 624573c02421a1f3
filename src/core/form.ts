/**
 * The form frame's controller (issue 25 step 2): what every form screen did by hand — its values, the message
 * of each field from the shared validators (`validators.ts`), validation on submit (no screen checks a field
 * as it is left today: the spec asks for messages on sending, and the phone of a request is checked while typed),
 * one submit at a time with a busy state, the spec's reaction to a failed call (spec 01 §8, spec 02 §8), the
 * leave guard of a partly filled form (spec 01 §4) and the success state. Framework-free: a screen reads
 * `$state` through the `useForm` adapter of `src/ui/FormFrame.tsx`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { setDirty } from './leave-guard.ts';
import { openDialog } from './stores/dialog.ts';
import { requestNavigation, type NavigationTarget } from './navigation.ts';
import { showSnackbar } from './stores/snackbar.ts';

/** The values of a form, by field name. */
export type FormValues = object;

/** A field's message: a text key (from the validators), or null when the field is fine. */
export type FieldErrors<V> = { [K in keyof V]?: string | null };

/**
 * What a failed submit call does (spec 01 §8, spec 02 §8), as the screen's `onFailure` maps the error:
 * - `field`: the message at one field (`text`, the server's words, or `error`, a text key), which gets focus;
 *   `clear` empties the field first (a refused password is typed again);
 * - `alert`: the form-level message inside the form (`kod` lets the screen word a known case its own way);
 * - `snackbar`: the snackbar only, the form stays as typed;
 * - `dialog`: the shell's information dialog (`stores/dialog.ts`), the form as it was;
 * - `redirect`: the snackbar when `text` is given, then the portal goes to `to`;
 * - `break`: the technical break (503): the screen shows its break notice (`$state.broken`);
 * - `none`: nothing here (401 and the like are the session layer's).
 */
export type FormFailure<K extends string = string> =
  | { kind: 'field'; field: K; text?: string; error?: string; clear?: boolean }
  | { kind: 'alert'; text: string; kod?: number }
  | { kind: 'snackbar'; text: string }
  | { kind: 'dialog'; title: string; text?: string }
  | { kind: 'redirect'; to: NavigationTarget; text?: string }
  | { kind: 'break' }
  | { kind: 'none' };

export interface FormState<V extends FormValues> {
  values: V;
  /** Message keys of the fields, from the validators (or the server's `field` reaction given as a key). */
  errors: FieldErrors<V>;
  /** The server's words at one field. */
  server: { field: keyof V & string; text: string } | null;
  /** The form-level message. */
  alert: { text: string; kod?: number | undefined } | null;
  /** A submit call met the technical break. */
  broken: boolean;
  busy: boolean;
  /** The last submit succeeded. */
  done: boolean;
}

export interface FormOptions<V extends FormValues> {
  initial: V;
  /** The shared rules, field by field (`validators.ts`, a domain's `rules.ts`): a text key or null for each. */
  validate?: (values: V) => FieldErrors<V>;
  /** Typing into a field takes its message away (the account panel's forms). */
  clearOnInput?: boolean;
  /** Ask before leaving while the form holds input (spec 01 §4). */
  guard?: boolean;
  /** Whether the form holds unsaved input; default: some value differs from `initial`. */
  isDirty?: (values: V, initial: V) => boolean;
  /** The reaction to a failed submit call (each screen's: the spec words it per screen). */
  onFailure: (error: unknown, values: V) => FormFailure<keyof V & string> | FormFailure<keyof V & string>[];
  /** A form-level message shown from the start (the login form's notice). */
  alert?: string | null;
}

/** What `submit` ended with: the call's answer, the first invalid field, or the failure's reactions. */
export type SubmitResult<V, R> =
  | { ok: true; value: R }
  | { ok: false; invalid: keyof V & string }
  | { ok: false; failure: FormFailure<keyof V & string>[] }
  | { ok: false; busy: true };

export interface FormController<V extends FormValues> {
  readonly $state: ReadableAtom<FormState<V>>;
  /** Field names in the order of `initial` (the order focus looks for the first invalid one). */
  readonly fields: readonly (keyof V & string)[];
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** Several values at once (a chosen address fills street and town). */
  patch(values: Partial<V>): void;
  /** Validates all fields; the first invalid one, if any. */
  check(): (keyof V & string) | undefined;
  submit<R>(send: (values: V) => Promise<R>): Promise<SubmitResult<V, R>>;
  /** Applies a failure's reactions as if a submit call had failed (a second step, a dialog's call). */
  fail(failure: FormFailure<keyof V & string> | FormFailure<keyof V & string>[]): void;
  setAlert(text: string | null, kod?: number): void;
  /** A field's message set by the screen (a phone checked while typing, spec 02 §5). */
  setError(field: keyof V & string, error: string | null): void;
  /** Back to `values` (default `initial`): no messages, not done, not dirty. */
  reset(values?: V): void;
  dirty(): boolean;
  /** Drops the leave guard (the screen is gone). */
  dispose(): void;
}

const changed = (a: FormValues, b: FormValues) =>
  Object.keys(a).some((k) => !Object.is(a[k as keyof typeof a], b[k as keyof typeof b]));

export function createForm<V extends FormValues>(options: FormOptions<V>): FormController<V> {
  const { validate, guard = false, clearOnInput = false } = options;
  let initial = options.initial;
  const fields = Object.keys(initial) as (keyof V & string)[];
  const isDirty = options.isDirty ?? changed;
  const fresh = (values: V, alert: string | null = null): FormState<V> => ({
    values,
    errors: {},
    server: null,
    alert: alert === null ? null : { text: alert },
    broken: false,
    busy: false,
    done: false,
  });
  const $state = atom<FormState<V>>(fresh(initial, options.alert ?? null));
  const token = {};
  const dirty = () => {
    const s = $state.get();
    return guard && !s.done && isDirty(s.values, initial);
  };
  const update = (patch: Partial<FormState<V>>) => {
    $state.set({ ...$state.get(), ...patch });
    if (guard) setDirty(token, dirty());
  };

  const input = (values: Partial<V>) => {
    const s = $state.get();
    const keys = Object.keys(values) as (keyof V & string)[];
    const errors = clearOnInput ? { ...s.errors } : s.errors;
    if (clearOnInput) for (const k of keys) errors[k] = null;
    const server = s.server && keys.includes(s.server.field) ? null : s.server;
    update({ values: { ...s.values, ...values }, errors, server, done: false });
  };

  const check = () => {
    const errors: FieldErrors<V> = validate?.($state.get().values) ?? {};
    update({ errors });
    return fields.find((k) => errors[k]);
  };

  const fail: FormController<V>['fail'] = (failure) => {
    const list = Array.isArray(failure) ? failure : [failure];
    for (const f of list) {
      const s = $state.get();
      if (f.kind === 'field') {
        if (f.clear) update({ values: { ...s.values, [f.field]: '' } });
        if (f.text !== undefined) update({ server: { field: f.field, text: f.text } });
        else update({ errors: { ...s.errors, [f.field]: f.error ?? null } });
      } else reactForm(f, update);
    }
  };

  return {
    $state,
    fields,
    set: (field, value) => input({ [field]: value } as unknown as Partial<V>),
    patch: input,
    check,
    async submit(send) {
      if ($state.get().busy) return { ok: false, busy: true };
      const invalid = check();
      update({ server: null, alert: null, broken: false, done: false });
      if (invalid) return { ok: false, invalid };
      update({ busy: true });
      const values = $state.get().values;
      try {
        const value = await send(values);
        update({ busy: false, done: true });
        return { ok: true, value };
      } catch (error) {
        update({ busy: false });
        const reaction = options.onFailure(error, values);
        const list = Array.isArray(reaction) ? reaction : [reaction];
        fail(list);
        return { ok: false, failure: list };
      }
    },
    fail,
    setError: (field, error) => update({ errors: { ...$state.get().errors, [field]: error } }),
    setAlert: (text, kod) => update({ alert: text === null ? null : { text, kod } }),
    reset(values = options.initial) {
      initial = values;
      $state.set(fresh(values));
      if (guard) setDirty(token, false);
    },
    dirty,
    dispose: () => setDirty(token, false),
  };
}

/** A failure's reaction that is not at one field: the form's message, the shell's, the break, leaving. */
export type FormLevelFailure = Exclude<FormFailure, { kind: 'field' }>;

/**
 * Applies a form-level reaction (spec 01 §8, spec 02 §8): the alert and the break go to the form's state
 * through `update`, the snackbar, dialog and redirect to the shell. Shared by the list form (`list-form.ts`).
 */
export function reactForm(
  f: FormLevelFailure,
  update: (patch: { alert?: { text: string; kod?: number | undefined }; broken?: boolean }) => void,
): void {
  if (f.kind === 'alert') update({ alert: { text: f.text, kod: f.kod } });
  else if (f.kind === 'dialog') openDialog({ title: f.title, text: f.text });
  else if (f.kind === 'break') update({ broken: true });
  else if (f.kind === 'snackbar') showSnackbar(f.text);
  else if (f.kind === 'redirect') {
    if (f.text) showSnackbar(f.text);
    requestNavigation(f.to);
  }
}

/** The first field of a failure that names one (it gets focus). */
export const failedField = <K extends string>(failure: readonly FormFailure<K>[]): K | undefined =>
  failure.find((f): f is Extract<FormFailure<K>, { kind: 'field' }> => f.kind === 'field')?.field;
