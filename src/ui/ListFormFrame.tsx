/**
 * The React adapter of the list form (`core/list-form.ts`), beside `useForm` of `FormFrame.tsx`: a screen of one
 * value per row declares its rows, the rule of a row and the failure reaction, binds `row(key)` to each row's
 * input and gives `onSubmit` the call of one row. A module of its own, so that the form chunk every form widget
 * fetches does not carry it (only the meter reading entry has such a form).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  createListForm,
  type ListFormController,
  type ListFormOptions,
  type ListFormState,
  type ListSubmitResult,
  type RowKey,
} from '../core/list-form.ts';
import type { FieldBinding } from './FormFrame.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface UseListFormOptions<K extends RowKey, V> extends Omit<ListFormOptions<K, V>, 'rows'> {
  /** The rows in the screen's order, as rendered. */
  rows: readonly K[];
  /** Move focus to the first invalid row when the rules find one. */
  focusErrors?: boolean;
}

export interface UseListForm<K extends RowKey, V> {
  form: ListFormController<K, V>;
  state: ListFormState<K, V>;
  busy: boolean;
  done: boolean;
  /** The element of a row that gets focus when its message is shown. */
  ref: <T extends HTMLElement>(key: K) => RefObject<T | null>;
  /** The bindings of a row's input: value, input, its rule's message and the server's words at it. */
  row: (key: K) => FieldBinding<V>;
  /** The rules on the filled rows (the first invalid row gets focus with `focusErrors`); the first invalid. */
  check: () => K | undefined;
  /** A submit handler: prevents the page's submit, then sends the filled rows with `send`, one call each. */
  onSubmit: (
    send: (key: K, value: V) => Promise<boolean>,
    after?: (result: ListSubmitResult<K>) => void,
  ) => (e?: FormEvent) => Promise<ListSubmitResult<K>>;
}

/**
 * A list form's controller (`core/list-form.ts`) for the life of the component: one value per row, each filled
 * row saved by a call of its own. The rows, the rules and the failure reaction are read at the time they run.
 */
export function useListForm<K extends RowKey, V>(options: UseListFormOptions<K, V>): UseListForm<K, V> {
  const latest = useRef(options);
  latest.current = options;
  const [form] = useState(() =>
    createListForm<K, V>({
      ...options,
      rows: () => latest.current.rows,
      validate: (k, v) => latest.current.validate?.(k, v) ?? null,
      isBlank: options.isBlank && ((v) => latest.current.isBlank!(v)),
      onFailure: (e, k, v) => latest.current.onFailure(e, k, v),
    }),
  );
  const state = useStore(form.$state);
  const refs = useRef(new Map<K, RefObject<HTMLElement | null>>());
  useLeaveGuard(form.dirty());
  useEffect(() => () => form.dispose(), [form]);

  const refOf = <T extends HTMLElement>(key: K) => {
    let ref = refs.current.get(key);
    if (!ref) refs.current.set(key, (ref = { current: null }));
    return ref as RefObject<T | null>;
  };
  const check = () => {
    const invalid = form.check();
    if (latest.current.focusErrors && invalid !== undefined) refOf(invalid).current?.focus();
    return invalid;
  };

  return {
    form,
    state,
    busy: state.busy,
    done: state.done,
    ref: refOf,
    row: (key) => ({
      ref: refOf<HTMLInputElement>(key),
      value: state.values[key] ?? options.blank,
      onValue: (v) => form.set(key, v),
      error: state.errors[key] ?? null,
      errorText: state.server[key] ?? null,
    }),
    check,
    onSubmit: (send, after) => (e) => {
      e?.preventDefault();
      const wasBusy = form.$state.get().busy;
      const running = form.submit(send);
      // the rules run before the calls: the first invalid row gets focus in the same event, as typed
      const invalid = form.rows().find((k) => form.$state.get().errors[k]);
      if (latest.current.focusErrors && !wasBusy && invalid !== undefined) refOf(invalid).current?.focus();
      return running.then((result) => {
        after?.(result);
        return result;
      });
    },
  };
}
