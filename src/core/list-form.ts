/**
 * The list form: the form frame (`form.ts`) for a screen that edits one value per row of a list and saves each
 * filled row with a call of its own (the meter reading entry, spec 02 §2, §4, §5). Keyed values, the rule of
 * each filled row on submit (blank rows are neither checked nor sent), one submit at a time with a busy state,
 * then per-row outcomes: a saved row goes back to blank, a refused one keeps its value with the server's words
 * at it, and a failure of the whole form gets the frame's reaction (spec 01 §8, spec 02 §8) and stops the rows
 * after it. The leave guard holds while a row holds unsaved input (spec 01 §4); success is every row saved.
 * Framework-free: a screen reads `$state` through the `useListForm` adapter of `src/ui/FormFrame.tsx`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { reactForm, type FormLevelFailure } from './form.ts';
import { setDirty } from './leave-guard.ts';

export type RowKey = string | number;

/**
 * What a row's failed call does, as the screen's `onFailure` maps the error:
 * - `row`: the row is refused and keeps its value, with the server's words (`text`) or a text key (`error`) at
 *   it, or with nothing at it when neither is given; the next rows are still sent;
 * - any form-level reaction of the frame (`alert`, `snackbar`, `dialog`, `redirect`, `break`, `none`): the whole
 *   form's failure; the rows after it are not sent and keep their values.
 */
export type RowFailure =
  { kind: 'row'; text?: string | undefined; error?: string | undefined } | FormLevelFailure;

export interface ListFormState<K extends RowKey, V> {
  /** The rows' values; a row not in it holds the blank value. */
  values: Partial<Record<K, V>>;
  /** Message keys of the rows, from the rules (or a `row` failure given as a key). */
  errors: Partial<Record<K, string | null>>;
  /** The server's words at rows. */
  server: Partial<Record<K, string>>;
  /** The form-level message. */
  alert: { text: string; kod?: number | undefined } | null;
  /** A row's call met the technical break. */
  broken: boolean;
  busy: boolean;
  /** The last submit saved every row it sent. */
  done: boolean;
}

export interface ListFormOptions<K extends RowKey, V> {
  /** The rows in the screen's order (the order focus looks for the first invalid one); read when needed. */
  rows: () => readonly K[];
  /** A row's value with nothing typed; a saved row goes back to it. */
  blank: V;
  /** Whether a row holds nothing to send (it is neither checked nor sent); default: it is `blank`. */
  isBlank?: (value: V) => boolean;
  /** The rule of one filled row: a text key or null. */
  validate?: (key: K, value: V) => string | null;
  /** Typing into a row takes its message away. */
  clearOnInput?: boolean;
  /** Ask before leaving while a row holds input (spec 01 §4). */
  guard?: boolean;
  /** The reaction to a row's failed call (each screen's: the spec words it per screen). */
  onFailure: (error: unknown, key: K, value: V) => RowFailure | RowFailure[];
}

/** How the rows of a submit went: saved, refused, not sent after a failure of the whole form. */
export interface RowsSent<K extends RowKey> {
  saved: K[];
  refused: K[];
  unsent: K[];
  /** The whole form's failure that stopped the sending, if any. */
  failure: FormLevelFailure[];
}

/** What `submit` ended with: the rows' outcomes (ok when all were saved), the first invalid row, no row filled. */
export type ListSubmitResult<K extends RowKey> =
  | ({ ok: boolean } & RowsSent<K>)
  | { ok: false; invalid: K }
  | { ok: false; empty: true }
  | { ok: false; busy: true };

export interface ListFormController<K extends RowKey, V> {
  readonly $state: ReadableAtom<ListFormState<K, V>>;
  /** The rows in the screen's order. */
  rows(): readonly K[];
  value(key: K): V;
  set(key: K, value: V): void;
  /** The filled rows, in order. */
  filled(): K[];
  /** Checks the filled rows with the rules (every row's message anew); the first invalid one, if any. */
  check(): K | undefined;
  /**
   * Checks, then sends the filled rows one after another with `send` (true: saved, false: refused with nothing
   * at the row, a throw: `onFailure`).
   */
  submit(send: (key: K, value: V) => Promise<boolean>): Promise<ListSubmitResult<K>>;
  /** Every row blank: no messages, not done, not dirty. */
  reset(): void;
  dirty(): boolean;
  /** Drops the leave guard (the screen is gone). */
  dispose(): void;
}

export function createListForm<K extends RowKey, V>(
  options: ListFormOptions<K, V>,
): ListFormController<K, V> {
  const { blank, validate, guard = false, clearOnInput = false } = options;
  const isBlank = options.isBlank ?? ((v: V) => Object.is(v, blank));
  const fresh = (): ListFormState<K, V> => ({
    values: {},
    errors: {},
    server: {},
    alert: null,
    broken: false,
    busy: false,
    done: false,
  });
  const $state = atom<ListFormState<K, V>>(fresh());
  const token = {};
  const value = (key: K): V => $state.get().values[key] ?? blank;
  const dirty = () => guard && Object.values<V | undefined>($state.get().values).some((v) => !isBlank(v!));
  const update = (patch: Partial<ListFormState<K, V>>) => {
    $state.set({ ...$state.get(), ...patch });
    if (guard) setDirty(token, dirty());
  };
  const without = <T>(record: Partial<Record<K, T>>, key: K): Partial<Record<K, T>> => {
    const { [key]: _, ...rest } = record;
    return rest as Partial<Record<K, T>>;
  };
  const filled = () => options.rows().filter((k) => !isBlank(value(k)));

  const check = () => {
    const errors: Partial<Record<K, string | null>> = {};
    for (const k of filled()) errors[k] = validate?.(k, value(k)) ?? null;
    update({ errors, server: {} });
    return options.rows().find((k) => errors[k]);
  };

  return {
    $state,
    rows: options.rows,
    value,
    set(key, v) {
      const s = $state.get();
      update({
        values: { ...s.values, [key]: v },
        errors: clearOnInput ? without(s.errors, key) : s.errors,
        server: without(s.server, key),
        done: false,
      });
    },
    filled,
    check,
    async submit(send) {
      if ($state.get().busy) return { ok: false, busy: true };
      const invalid = check();
      update({ alert: null, broken: false, done: false });
      if (invalid !== undefined) return { ok: false, invalid };
      const rows = filled();
      if (rows.length === 0) return { ok: false, empty: true };
      update({ busy: true });
      const sent: RowsSent<K> = { saved: [], refused: [], unsent: [], failure: [] };
      for (const [i, key] of rows.entries()) {
        const v = value(key);
        try {
          if (await send(key, v)) {
            sent.saved.push(key);
            // the saved row is cleared at once, the rows still being sent keep theirs
            update({ values: without($state.get().values, key) });
          } else sent.refused.push(key);
        } catch (error) {
          const reaction = options.onFailure(error, key, v);
          const list = Array.isArray(reaction) ? reaction : [reaction];
          const atRow = list.find((f) => f.kind === 'row');
          const formLevel = list.filter((f): f is FormLevelFailure => f.kind !== 'row');
          if (atRow) {
            sent.refused.push(key);
            const s = $state.get();
            if (atRow.text !== undefined) update({ server: { ...s.server, [key]: atRow.text } });
            else if (atRow.error !== undefined) update({ errors: { ...s.errors, [key]: atRow.error } });
          }
          if (formLevel.length > 0) {
            if (!atRow) sent.refused.push(key);
            for (const f of formLevel) reactForm(f, update);
            sent.failure = formLevel;
            sent.unsent = rows.slice(i + 1);
            break;
          }
        }
      }
      const ok = sent.saved.length === rows.length;
      update({ busy: false, done: ok });
      return { ok, ...sent };
    },
    reset() {
      $state.set(fresh());
      if (guard) setDirty(token, false);
    },
    dirty,
    dispose: () => setDirty(token, false),
  };
}
