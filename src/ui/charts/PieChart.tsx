/**
 * Pie chart as plain SVG (no chart library): slices of the given values with a 10-colour palette
 * (spec 01 §9 "Top 10 names in the pie chart with a 10-colour palette"), and a legend naming each colour.
 * Hidden in high-contrast mode (spec 01 §2 "hidden in high-contrast mode"): the widget's table, always beside
 * it, holds the same figures. The SVG is an image with a name; the legend is readable text.
 */
import { useStore } from '@nanostores/react';
import { $contrast } from '../../core/stores/settings.ts';

/**
 * Ten colours that stay apart for the common colour-vision deficiencies (after Okabe–Ito and Tol's "muted"
 * scheme), each at least 3:1 against white so a slice edge is visible (WCAG 1.4.11).
 */
export const PIE_PALETTE = [
  '#0b5394',
  '#c2410c',
  '#047857',
  '#a21caf',
  '#b45309',
  '#1d4ed8',
  '#be123c',
  '#4d7c0f',
  '#6d28d9',
  '#0e7490',
] as const;

export interface PieSlice {
  label: string;
  value: number;
}

export interface PieChartProps {
  /** Accessible name of the chart. */
  name: string;
  slices: readonly PieSlice[];
  /** Text of a value in the legend, e.g. `formatCount`. */
  formatValue: (n: number) => string;
}

const R = 100;
const point = (angle: number) => [R + R * Math.sin(angle), R - R * Math.cos(angle)] as const;

/** SVG path of each slice (clockwise from 12 o'clock), in a 200×200 box. */
export function pieSlicePaths(values: readonly number[]): string[] {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => '');
  let angle = 0;
  return values.map((v) => {
    const share = Math.max(0, v) / total;
    if (share >= 0.99999) return `M${R} 0A${R} ${R} 0 1 1 ${R - 0.01} 0Z`;
    const [x0, y0] = point(angle);
    angle += share * 2 * Math.PI;
    const [x1, y1] = point(angle);
    const f = (n: number) => n.toFixed(3);
    return `M${R} ${R}L${f(x0)} ${f(y0)}A${R} ${R} 0 ${share > 0.5 ? 1 : 0} 1 ${f(x1)} ${f(y1)}Z`;
  });
}

export function PieChart({ name, slices, formatValue }: PieChartProps) {
  const contrast = useStore($contrast);
  if (contrast || slices.length === 0) return null;
  const paths = pieSlicePaths(slices.map((s) => s.value));
  return (
    <figure className="g-chart g-pie">
      <svg viewBox="0 0 200 200" role="img" aria-label={name} className="g-pie-svg">
        {paths.map((d, i) => (
          <path key={i} d={d} fill={PIE_PALETTE[i % PIE_PALETTE.length]} stroke="#ffffff" strokeWidth="1" />
        ))}
      </svg>
      <figcaption>
        <ul className="g-pie-legend">
          {slices.map((s, i) => (
            <li key={s.label}>
              <span className="g-swatch" style={{ background: PIE_PALETTE[i % PIE_PALETTE.length] }} />
              <span>{s.label}</span> <span className="g-pie-value">{formatValue(s.value)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
