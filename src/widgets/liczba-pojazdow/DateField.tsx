import { useId, type ReactNode } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';

/**
 * The dd.mm.yyyy date field (spec 01 §5, §9): free text, so what the person typed stays as typed when it is
 * wrong; the message is tied to the field (aria-invalid, aria-describedby) and announced politely.
 */
export function DateField({
  label,
  hint,
  value,
  error,
  onInput,
  onCommit,
  t,
  children,
}: {
  label: string;
  hint: string;
  value: string;
  /** i18n key of the message, or null. */
  error: string | null;
  onInput: (text: string) => void;
  onCommit: () => void;
  t: TFunction;
  /** Shown beside the input (the submit button). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <span className="g-field g-date-field">
      <label htmlFor={id}>{label}</label>
      <span className="g-date-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd.mm.rrrr"
          size={11}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-err`}
          onInput={(e) => onInput(e.currentTarget.value)}
          onBlur={onCommit}
        />
        {children}
      </span>
      <span id={`${id}-hint`} className="g-hint">
        {hint}
      </span>
      <span id={`${id}-err`} className="g-error g-field-error" aria-live="polite">
        {error ? t(error) : ''}
      </span>
    </span>
  );
}
