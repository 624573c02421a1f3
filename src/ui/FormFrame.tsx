/**
 * The React adapter of the form controller (`core/form.ts`), as `ListFrame` is the frame of lists: a screen
 * declares its values, rules and failure reaction, spreads `field(name)` on its inputs and gives `onSubmit` its
 * call; busy, messages, the leave guard (with the browser's own ask on closing, spec 01 §4) and success come
 * from the controller.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  createForm,
  failedField,
  type FormController,
  type FormOptions,
  type FormState,
  type FormValues,
  type SubmitResult,
} from '../core/form.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface UseFormOptions<V extends FormValues> extends FormOptions<V> {
  /** Move focus to the first invalid field, or to the field the server's message is at (the account panel). */
  focusErrors?: boolean;
}

/** The props a `Field` (or any input of text) takes from the form. */
export interface FieldBinding<T = string> {
  ref: RefObject<HTMLInputElement | null>;
  value: T;
  onValue: (v: T) => void;
  error: string | null;
  errorText: string | null;
}

export interface UseForm<V extends FormValues> {
  form: FormController<V>;
  state: FormState<V>;
  values: V;
  busy: boolean;
  done: boolean;
  /** The element of a field (a select, a text area) that gets focus when its message is shown. */
  ref: <T extends HTMLElement>(name: keyof V & string) => RefObject<T | null>;
  /** The bindings of a text field: value, input, its message and the server's words at it. */
  field: (name: keyof V & string) => FieldBinding;
  /** A submit handler: prevents the page's submit, then runs the controller's submit with `send`. */
  onSubmit: <R>(
    send: (values: V) => Promise<R>,
    after?: (result: SubmitResult<V, R>) => void,
  ) => (e?: FormEvent) => Promise<SubmitResult<V, R>>;
}

/**
 * A form screen's controller for the life of the component. The rules and the failure reaction are read at the
 * time they run, so they may use what the render has (the texts of the current language, an office's flags).
 */
export function useForm<V extends FormValues>(options: UseFormOptions<V>): UseForm<V> {
  const latest = useRef(options);
  latest.current = options;
  const [form] = useState(() =>
    createForm<V>({
      ...options,
      validate: (v) => latest.current.validate?.(v) ?? {},
      isDirty: options.isDirty && ((v, i) => latest.current.isDirty!(v, i)),
      onFailure: (e, v) => latest.current.onFailure(e, v),
    }),
  );
  const state = useStore(form.$state);
  const refs = useRef<Partial<Record<string, RefObject<HTMLElement | null>>>>({});
  useLeaveGuard(form.dirty());
  useEffect(() => () => form.dispose(), [form]);

  const refOf = <T extends HTMLElement>(name: string) =>
    (refs.current[name] ??= { current: null }) as RefObject<T | null>;
  const focus = (name: string | undefined) => name && refOf(name).current?.focus();

  return {
    form,
    state,
    values: state.values,
    busy: state.busy,
    done: state.done,
    ref: refOf,
    field: (name) => ({
      ref: refOf<HTMLInputElement>(name),
      value: state.values[name] as string,
      onValue: (v) => form.set(name, v as V[typeof name]),
      error: state.errors[name] ?? null,
      errorText: state.server?.field === name ? state.server.text : null,
    }),
    onSubmit: (send, after) => (e) => {
      e?.preventDefault();
      const wasBusy = form.$state.get().busy;
      const running = form.submit(send);
      // the rules run before the call: the first invalid field gets focus in the same event, as typed
      const { errors } = form.$state.get();
      if (latest.current.focusErrors && !wasBusy) focus(form.fields.find((k) => errors[k]));
      return running.then((result) => {
        if (latest.current.focusErrors && !result.ok && 'failure' in result)
          focus(failedField(result.failure));
        after?.(result);
        return result;
      });
    },
  };
}

/**
 * A form screen's message in place of its form (spec 01 §2, §8): what is missing to fill it (an alert, e.g. no
 * link in the address) or what was done (a status), with what follows it (a link to the login page).
 */
export function FormMessage({
  text,
  done,
  children,
}: {
  text: string;
  done?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <p role={done ? 'status' : 'alert'} className={done ? 'g-notice' : 'g-error'}>
        {text}
      </p>
      {children}
    </>
  );
}

/**
 * The form's buttons: submit (disabled while busy, with its busy words where the screen has them), the cancel
 * button when there is one, and what else stands there (a link).
 */
export function FormActions({
  busy,
  label,
  busyLabel,
  cancel,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  cancel?: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="g-form-actions">
      <button type="submit" className="g-button" disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
      {cancel && (
        <button type="button" className="g-button g-secondary" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      {children}
    </div>
  );
}
