/**
 * Horizontal bar chart drawn with uPlot (canvas), one bar per category, categories top to bottom in the given
 * order. Kept out of the shared chunk (vite.config.ts): only widgets that draw with it load uPlot.
 * - accessible: the chart is an image with a name (role="img", aria-label); the figures are in the data table
 *   every widget shows beside it (spec 01 §2, issue 5), so the canvas itself carries no other semantics;
 * - colours and font come from the widget's theme tokens (`readChartTheme`);
 * - drawn again when its box changes width (ResizeObserver) and when contrast or font size change.
 * The widget adopts `uplotCss` into its shadow root next to its own CSS (no <style> element, CSP-safe).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import uPlot from 'uplot';
import { $contrast, $fontSize } from '../../core/stores/settings.ts';
import { useLatest } from '../useLatest.ts';
import { readChartTheme, type ChartTheme } from './theme.ts';

export { default as uplotCss } from 'uplot/dist/uPlot.min.css?inline';

export interface BarChartProps {
  /** Accessible name of the chart, e.g. its title. */
  name: string;
  labels: readonly string[];
  values: readonly number[];
  /** Height in CSS px (spec 01 §9: the names chart is 660). */
  height: number;
  /**
   * The values' name with their unit, shown above the chart (issue 27 item 12: a chart states its unit
   * visibly), e.g. the header of the table column the values come from: "Zużycie (m³)", "Liczba osób".
   */
  axisLabel: string;
  /** Text of the value axis ticks, e.g. `formatCount`. */
  formatValue: (n: number) => string;
}

/**
 * Splits a label into lines no wider than `max` px: whole words where they fit, a word longer than a line broken
 * inside. Nothing is left out (issue 12 item 6: a label is never cut).
 */
export function wrapLabel(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const fits = (t: string) => ctx.measureText(t).width <= max;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // a single word wider than the line: as many characters per line as fit
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Options of the chart, and the category positions to draw its bars at. */
export type BarChartOptions = uPlot.Options & { xs: number[]; lines: string[][]; stacked: boolean };

/**
 * Labels are drawn whole, wrapped on as many lines as they need (issue 12 item 6): beside the bars in up to 45 %
 * of the width, or above each bar when a chart narrower than 30 em (a phone) cannot give them that room on one
 * line, so the bars keep the width. The chart grows taller than asked only when its slots need the room.
 */
export function barChartOptions(
  props: BarChartProps,
  width: number,
  theme: ChartTheme,
  measure: CanvasRenderingContext2D | null,
): BarChartOptions {
  const px = Math.round(theme.fontPx * 0.875);
  const font = `${px}px ${theme.fontFamily}`;
  const pad = Math.round(px * 0.75);
  const lineH = Math.round(px * 1.25);
  const n = props.labels.length;
  // without a canvas to measure (never in a browser) a character counts as 0.6 em
  const textWidth = (t: string) => (measure ? measure.measureText(t).width : t.length * px * 0.6);
  if (measure) measure.font = font;
  const widthOf = { measureText: (t: string) => ({ width: textWidth(t) }) } as CanvasRenderingContext2D;
  const longest = Math.max(0, ...props.labels.map(textWidth));
  // above the bars only when a narrow chart's labels would not fit beside them on one line
  const stacked = width < theme.fontPx * 30 && longest + pad > width * 0.45;
  const labelWidth = stacked ? 0 : Math.ceil(Math.min(longest + pad, width * 0.45));
  const lines = props.labels.map((l) => wrapLabel(widthOf, l, stacked ? width - pad * 3 : labelWidth - pad));
  const most = Math.max(1, ...lines.map((l) => l.length));
  const barPx = Math.round(px * (stacked ? 1.5 : 2.5));
  const axisSize = px * 2.5;
  // one slot per category: its label's lines (above the bar, or beside it) and the bar
  const slot = stacked ? most * lineH + pad / 2 + barPx + pad : most * lineH + pad;
  const height = Math.max(props.height, Math.ceil(n * slot + pad + axisSize));
  const s = (height - pad - axisSize) / Math.max(1, n);
  // stacked: the bar sits in the lower part of its slot, the label's lines above it
  const shift = stacked ? (most * lineH + pad / 2) / 2 / s : 0;
  const xs = props.labels.map((_, i) => i + shift);
  // room for the widest tick text of the value axis, so the figures never run into each other
  const maxText = props.formatValue(Math.max(0, ...props.values) * 1.08);
  const tickSpace = textWidth(maxText) + px * 1.5;
  const drawLabels = (u: uPlot) => {
    const r = uPlot.pxRatio;
    const ctx = u.ctx;
    ctx.save();
    ctx.font = `${px * r}px ${theme.fontFamily}`;
    ctx.fillStyle = theme.text;
    ctx.textBaseline = 'middle';
    ctx.textAlign = stacked ? 'left' : 'right';
    lines.forEach((ls, i) => {
      const y = u.valToPos(xs[i]!, 'x', true);
      // stacked: the last line just above the bar; beside: the lines centred on the bar
      const first = stacked
        ? y - (barPx / 2 + pad / 4 + (ls.length - 0.5) * lineH) * r
        : y - ((ls.length - 1) * lineH * r) / 2;
      const x = stacked ? u.bbox.left : u.bbox.left - (pad / 2) * r;
      ls.forEach((line, j) => ctx.fillText(line, x, first + j * lineH * r));
    });
    ctx.restore();
  };
  return {
    xs,
    lines,
    stacked,
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: [pad, pad * 2, 0, stacked ? pad : labelWidth],
    scales: {
      x: { time: false, ori: 1, dir: -1, range: () => [-0.5, n - 0.5] },
      y: { ori: 0, dir: 1, range: (_u, _min, max) => [0, Math.max(1, max) * 1.08] },
    },
    axes: [
      // the category labels are drawn by the hook below (uPlot's own would neither wrap nor go above bars)
      { scale: 'x', show: false },
      {
        scale: 'y',
        side: 2,
        font,
        stroke: theme.text,
        size: axisSize,
        space: tickSpace,
        grid: { stroke: theme.border, width: 0.5 },
        ticks: { stroke: theme.border, width: 0.5 },
        // whole numbers only: these are counts of people
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000],
        values: (_u, splits) => splits.map((v) => props.formatValue(v)),
      },
    ],
    series: [
      {},
      {
        label: props.name,
        fill: theme.primary,
        stroke: theme.primary,
        width: 0,
        paths: uPlot.paths.bars!({ size: stacked ? [1, barPx] : [0.7, barPx], align: 0 }),
        points: { show: false },
      },
    ],
    hooks: { draw: [drawLabels] },
  };
}

export function BarChart(props: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const contrast = useStore($contrast);
  const size = useStore($fontSize);
  const [width, setWidth] = useState(0);
  // the chart may need more height than asked for, to give wrapped labels their lines
  const [drawnHeight, setDrawnHeight] = useState(props.height);

  useEffect(() => {
    const el = box.current!;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const { labels, values, height, name } = props;
  // drawn anew when what it shows or its room changes; the other props (formatting) are read as they are then
  const latest = useLatest(props);
  useEffect(() => {
    const el = box.current;
    if (!el || width <= 0) return;
    const measure = document.createElement('canvas').getContext('2d');
    const opts = barChartOptions(latest.current, width, readChartTheme(el), measure);
    setDrawnHeight(opts.height);
    const chart = new uPlot(opts, [opts.xs, [...values]], el);
    // the canvas is drawing only: the name is on the box, the figures are in the table beside it
    chart.root.setAttribute('aria-hidden', 'true');
    return () => chart.destroy();
  }, [labels, values, height, name, width, contrast, size, latest]);

  return (
    <div
      ref={box}
      className="g-chart g-bar-chart"
      role="img"
      aria-label={name}
      style={{ minHeight: Math.max(height, drawnHeight) }}
    >
      {/* the unit as text that scales and translates like any other; uPlot appends the canvas below it */}
      <span className="g-chart-axis" aria-hidden="true">
        {props.axisLabel}
      </span>
    </div>
  );
}
