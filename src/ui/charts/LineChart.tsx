/**
 * Line chart drawn with uPlot (canvas), beside the bar chart and sharing its chunk (vite.config.ts): one series
 * over labelled points in order, e.g. a meter's last 12 readings (spec 02 §2, §9). Accessible as the bar chart:
 * the box is an image with a name (role="img", aria-label), the figures are in the table the widget shows beside
 * it; colours and font from the theme tokens; drawn again on resize, contrast and font-size changes.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import uPlot from 'uplot';
import { $contrast, $fontSize } from '../../core/stores/settings.ts';
import { useLatest } from '../useLatest.ts';
import { readChartTheme, type ChartTheme } from './theme.ts';

export { default as uplotCss } from 'uplot/dist/uPlot.min.css?inline';

export interface LineChartProps {
  /** Accessible name of the chart. */
  name: string;
  /** One label per point, left to right (dates). */
  labels: readonly string[];
  values: readonly number[];
  height: number;
  /**
   * The values' name with their unit, shown above the chart (issue 27 item 12: a chart states its unit
   * visibly), e.g. the header of the table column the values come from: "Zużycie (m³)", "Liczba osób".
   */
  axisLabel: string;
  /** Text of the value axis ticks, e.g. a volume. */
  formatValue: (n: number) => string;
}

export function lineChartOptions(props: LineChartProps, width: number, theme: ChartTheme): uPlot.Options {
  const px = Math.round(theme.fontPx * 0.875);
  const font = `${px}px ${theme.fontFamily}`;
  const pad = Math.round(px * 0.75);
  const n = props.labels.length;
  // every label when there is room, else every second or third (the table lists them all)
  const step = Math.max(1, Math.ceil((n * px * 5.5) / Math.max(1, width)));
  const maxText = props.formatValue(Math.max(0, ...props.values) * 1.1);
  return {
    width,
    height: props.height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: [pad, pad * 2, 0, 0],
    scales: {
      x: { time: false, range: () => [-0.3, Math.max(0, n - 1) + 0.3] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
    },
    axes: [
      {
        font,
        stroke: theme.text,
        grid: { show: false },
        ticks: { stroke: theme.border, width: 0.5 },
        splits: () => props.labels.map((_, i) => i).filter((i) => (n - 1 - i) % step === 0),
        values: (_u, splits) => splits.map((i) => props.labels[i] ?? ''),
        size: px * 2.5,
      },
      {
        font,
        stroke: theme.text,
        size: maxText.length * px * 0.6 + px * 1.5,
        grid: { stroke: theme.border, width: 0.5 },
        ticks: { stroke: theme.border, width: 0.5 },
        values: (_u, splits) => splits.map((v) => props.formatValue(v)),
      },
    ],
    series: [
      {},
      {
        label: props.name,
        stroke: theme.primary,
        width: Math.max(2, px / 6),
        points: { show: true, size: Math.round(px * 0.6), stroke: theme.primary, fill: theme.bg },
      },
    ],
  };
}

export function LineChart(props: LineChartProps) {
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
  // drawn anew when what it shows or its room changes; the other props (formatting) are read as they are then
  const latest = useLatest(props);
  useEffect(() => {
    const el = box.current;
    if (!el || width <= 0) return;
    const opts = lineChartOptions(latest.current, width, readChartTheme(el));
    const chart = new uPlot(opts, [labels.map((_, i) => i), [...values]], el);
    // the canvas is drawing only: the name is on the box, the figures are in the table beside it
    chart.root.setAttribute('aria-hidden', 'true');
    return () => chart.destroy();
  }, [labels, values, height, name, width, contrast, size, latest]);

  return (
    <div
      ref={box}
      className="g-chart g-bar-chart g-line-chart"
      role="img"
      aria-label={name}
      style={{ minHeight: height }}
    >
      {/* the unit as text that scales and translates like any other; uPlot appends the canvas below it */}
      <span className="g-chart-axis" aria-hidden="true">
        {props.axisLabel}
      </span>
    </div>
  );
}
