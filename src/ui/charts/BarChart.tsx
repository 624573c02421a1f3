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
import { readChartTheme, type ChartTheme } from './theme.ts';

export { default as uplotCss } from 'uplot/dist/uPlot.min.css?inline';

export interface BarChartProps {
  /** Accessible name of the chart, e.g. its title. */
  name: string;
  labels: readonly string[];
  values: readonly number[];
  /** Height in CSS px (spec 01 §9: the names chart is 660). */
  height: number;
  /** Text of the value axis ticks, e.g. `formatCount`. */
  formatValue: (n: number) => string;
}

/** Shortens a label to fit `max` px in the chart's font (the full text is in the table). */
function fitLabel(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(s + '…').width > max) s = s.slice(0, -1);
  return s.trimEnd() + '…';
}

export function barChartOptions(
  props: BarChartProps,
  width: number,
  theme: ChartTheme,
  measure: CanvasRenderingContext2D | null,
): uPlot.Options {
  const px = Math.round(theme.fontPx * 0.875);
  const font = `${px}px ${theme.fontFamily}`;
  const pad = Math.round(px * 0.75);
  // the category axis is as wide as its longest label, but never more than 45 % of the chart
  let labelWidth = width * 0.45;
  let labels = [...props.labels];
  if (measure) {
    measure.font = font;
    const longest = Math.max(0, ...labels.map((l) => measure.measureText(l).width));
    labelWidth = Math.min(longest + pad, width * 0.45);
    labels = labels.map((l) => fitLabel(measure, l, labelWidth - pad));
  }
  const n = labels.length;
  // room for the widest tick text of the value axis, so the figures never run into each other
  const maxText = props.formatValue(Math.max(0, ...props.values) * 1.08);
  const tickSpace = (measure ? measure.measureText(maxText).width : maxText.length * px * 0.6) + px * 1.5;
  return {
    width,
    height: props.height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: [pad, pad * 2, 0, 0],
    scales: {
      x: { time: false, ori: 1, dir: -1, range: () => [-0.5, n - 0.5] },
      y: { ori: 0, dir: 1, range: (_u, _min, max) => [0, Math.max(1, max) * 1.08] },
    },
    axes: [
      {
        scale: 'x',
        side: 3,
        size: labelWidth,
        gap: pad / 2,
        font,
        stroke: theme.text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => labels.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        scale: 'y',
        side: 2,
        font,
        stroke: theme.text,
        size: px * 2.5,
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
        paths: uPlot.paths.bars!({ size: [0.7, Math.round(px * 2.5)], align: 0 }),
        points: { show: false },
      },
    ],
  };
}

export function BarChart(props: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const contrast = useStore($contrast);
  const size = useStore($fontSize);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current!;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const { labels, values, height, name } = props;
  useEffect(() => {
    const el = box.current;
    if (!el || width <= 0) return;
    const measure = document.createElement('canvas').getContext('2d');
    const opts = barChartOptions(props, width, readChartTheme(el), measure);
    const chart = new uPlot(opts, [labels.map((_, i) => i), [...values]], el);
    // the canvas is drawing only: the name is on the box, the figures are in the table beside it
    chart.root.setAttribute('aria-hidden', 'true');
    return () => chart.destroy();
  }, [labels, values, height, name, width, contrast, size]);

  return (
    <div
      ref={box}
      className="g-chart g-bar-chart"
      role="img"
      aria-label={name}
      style={{ minHeight: height }}
    />
  );
}
