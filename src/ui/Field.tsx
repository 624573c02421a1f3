import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { TFunction } from '../core/i18n/index.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onInput' | 'children'>;

/**
 * A labelled text input of a form (spec 01 §5, §9): what the person typed stays as typed when it is wrong; the
 * message (an i18n key, e.g. from `core/rules/fields.ts`, or a server's `opis` passed as `errorText`) is tied to
 * the input with aria-invalid and aria-describedby and announced politely. `hint` is a line under the label.
 * Other input attributes (type, autoComplete, inputMode, maxLength, required, readOnly…) pass through.
 */
export const Field = forwardRef<
  HTMLInputElement,
  InputProps & {
    label: string;
    value: string;
    onValue: (text: string) => void;
    t: TFunction;
    hint?: ReactNode;
    /** i18n key of the message, or null. */
    error?: string | null;
    /** A message already in words (the server's description); wins over `error`. */
    errorText?: string | null;
    /** Shown beside the input (a button). */
    children?: ReactNode;
  }
>(function Field({ label, value, onValue, t, hint, error, errorText, children, className, ...input }, ref) {
  const id = useId();
  const message = errorText || (error ? t(error) : '');
  return (
    <span className={`g-field g-form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <span className="g-field-row">
        <input
          {...input}
          ref={ref}
          id={id}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={hint ? `${id}-hint ${id}-err` : `${id}-err`}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
        {children}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className="g-hint">
          {hint}
        </span>
      ) : null}
      <span id={`${id}-err`} className="g-error g-field-error" aria-live="polite">
        {message}
      </span>
    </span>
  );
});
