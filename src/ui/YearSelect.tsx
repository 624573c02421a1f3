import { useId } from 'react';

/** Year select: years ascending, the latest preselected by the caller (spec 02 §4). */
export function YearSelect({
  label,
  years,
  value,
  onChange,
}: {
  label: string;
  years: readonly number[];
  value: number | undefined;
  onChange: (year: number) => void;
}) {
  const id = useId();
  return (
    <span className="g-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The year a year select starts on: the latest one (spec 01 §4, spec 02 §4). */
export const latestYear = (years: readonly number[]): number | undefined =>
  years.length ? Math.max(...years) : undefined;
