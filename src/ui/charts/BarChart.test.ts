// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../core/format.ts';
import { barChartOptions, wrapLabel } from './BarChart.tsx';
import type { ChartTheme } from './theme.ts';

const theme: ChartTheme = {
  text: '#111111',
  muted: '#444444',
  border: '#767676',
  primary: '#0b5394',
  bg: '#ffffff',
  fontPx: 16,
  fontFamily: 'sans-serif',
};
/** A measuring context where every character is 7 px wide. */
const measure = {
  font: '',
  measureText: (s: string) => ({ width: s.length * 7 }),
} as unknown as CanvasRenderingContext2D;
const props = {
  name: 'Wykres',
  labels: ['Zgon', 'Wymeldowanie decyzją administracyjną'],
  values: [2204, 60],
  height: 660,
  formatValue: formatCount,
  axisLabel: 'Liczba mieszkańców',
};

describe('barChartOptions', () => {
  it('draws horizontal bars, first category on top, in the theme colours and the widget font', () => {
    const o = barChartOptions(props, 600, theme, measure);
    expect(o.width).toBe(600);
    expect(o.height).toBe(660);
    expect(o.scales!['x']).toMatchObject({ ori: 1, dir: -1 });
    expect((o.scales!['x']!.range as unknown as () => number[])()).toEqual([-0.5, 1.5]);
    expect(o.series[1]).toMatchObject({ fill: '#0b5394', stroke: '#0b5394' });
    expect(o.axes![1]).toMatchObject({ stroke: '#111111', font: '14px sans-serif' });
  });

  it('beside the bars: up to 45 % of the width, a longer label wrapped on lines, never shortened', () => {
    const o = barChartOptions(props, 600, theme, measure);
    expect(o.stacked).toBe(false);
    // as wide as the longest label (252 px) and its padding (11 px)
    expect(o.padding![3]).toBe(263);
    expect(o.lines[0]).toEqual(['Zgon']);
    expect(o.lines[1]).toEqual(['Wymeldowanie decyzją administracyjną']);
    const tight = barChartOptions(
      { ...props, labels: ['Zgon', 'Wymeldowanie decyzją administracyjną '.repeat(2)] },
      600,
      theme,
      measure,
    );
    expect(tight.lines[1]!.join(' ')).toBe('Wymeldowanie decyzją administracyjną '.repeat(2).trim());
    expect(tight.lines[1]!.length).toBeGreaterThan(1);
    for (const line of tight.lines[1]!) expect(line.length * 7).toBeLessThanOrEqual(270 - 11);
    expect(JSON.stringify(tight.lines)).not.toContain('…');
  });

  it('on a narrow chart (below 30 em) the labels go above the bars, whole, and the chart grows to fit', () => {
    const o = barChartOptions({ ...props, height: 100 }, 300, theme, measure);
    expect(o.stacked).toBe(true);
    expect(o.axes![0]!.show).toBe(false);
    expect(o.lines[1]!.join(' ')).toBe('Wymeldowanie decyzją administracyjną');
    for (const line of o.lines[1]!) expect(line.length * 7).toBeLessThanOrEqual(300);
    // each slot holds its label's lines and the bar: two lines of 15 px, a 21 px bar and gaps
    expect(o.height).toBeGreaterThan(2 * (2 * 15 + 21));
    // the bars sit below the middle of their slots, the labels above them
    expect(o.xs[0]).toBeGreaterThan(0);
    expect(o.xs[1]! - o.xs[0]!).toBe(1);
  });

  it('a word wider than a line is broken inside, nothing left out', () => {
    expect(wrapLabel(measure, 'Ab Cdefghijkl', 35)).toEqual(['Ab', 'Cdefg', 'hijkl']);
  });

  it('writes value ticks as grouped whole counts, spaced for the widest one', () => {
    const o = barChartOptions(props, 600, theme, measure);
    const ticks = (o.axes![1]!.values as (u: unknown, s: number[]) => string[])(null, [0, 1000, 2000]);
    expect(ticks).toEqual(['0', '1\u00a0000', '2\u00a0000']);
    expect(o.axes![1]!.incrs).not.toContain(0.5);
    expect(o.axes![1]!.space).toBeGreaterThanOrEqual('2\u00a0380'.length * 7);
  });
});
