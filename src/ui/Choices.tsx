/**
 * The selects of a list view (spec 02 §2): a single select (year, collection point, view type) and an accessible
 * multi-select (tax years, invoice years, meters) — a button that opens a group of checkboxes, so it works with
 * the keyboard and a screen reader as plain form controls do. Years are listed ascending (spec 02 §4).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useWidget } from './context.ts';

export type ChoiceValue = string | number;

export interface Choice {
  value: ChoiceValue;
  label: string;
}

/** Years as choices, ascending (spec 02 §4 "Year lists are sorted ascending and the latest is preselected"). */
export const yearChoices = (years: readonly number[]): Choice[] =>
  [...new Set(years)].sort((a, b) => a - b).map((y) => ({ value: y, label: String(y) }));

/** The value a select starts on: the greatest (the latest year), or the first for non-numeric values. */
export function latestChoice(choices: readonly Choice[]): ChoiceValue | undefined {
  if (choices.length === 0) return undefined;
  const numbers = choices.map((c) => c.value).filter((v): v is number => typeof v === 'number');
  return numbers.length === choices.length ? Math.max(...numbers) : choices[0]!.value;
}

export function SingleSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  value: ChoiceValue | undefined;
  onChange: (value: ChoiceValue) => void;
}) {
  const id = useId();
  return (
    <span className="g-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => {
          const picked = choices.find((c) => String(c.value) === e.currentTarget.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Several values at once: the button names the field and what is chosen ("Lata: 2024, 2025"), and opens a group
 * of checkboxes below it; Escape closes it and gives the focus back to the button, and it closes when the focus
 * leaves it.
 */
export function MultiSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  value: readonly ChoiceValue[];
  onChange: (value: ChoiceValue[]) => void;
}) {
  const { t } = useWidget();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const chosen = choices.filter((c) => value.includes(c.value));
  const summary =
    chosen.length === 0
      ? t('lista.nicNieWybrano')
      : chosen.length <= 3
        ? chosen.map((c) => c.label).join(', ')
        : t('lista.wybrano', { count: chosen.length });

  useEffect(() => {
    if (open) group.current?.querySelector('input')?.focus();
  }, [open]);

  const toggle = (v: ChoiceValue, on: boolean) =>
    // kept in the order of the choices, so the call and the caption read the same whatever the clicks
    onChange(choices.filter((c) => (c.value === v ? on : value.includes(c.value))).map((c) => c.value));

  return (
    <span
      className="g-field g-multi"
      // the group closes when the focus leaves the field (Tab past the last box, a click elsewhere)
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span className="g-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="g-multi-button"
        aria-expanded={open}
        aria-controls={`${id}-group`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-summary`}>{summary}</span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <fieldset id={`${id}-group`} ref={group} className="g-multi-group" hidden={!open}>
        <legend className="g-visually-hidden">{label}</legend>
        {choices.map((c) => (
          <label key={c.value} className="g-check">
            <input
              type="checkbox"
              checked={value.includes(c.value)}
              onChange={(e) => toggle(c.value, e.currentTarget.checked)}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    </span>
  );
}
