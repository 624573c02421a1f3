// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../core/format.ts';
import { barChartOptions } from './BarChart.tsx';
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
};

describe('barChartOptions', () => {
  it('draws horizontal bars, first category on top, in the theme colours and the widget font', () => {
    const o = barChartOptions(props, 600, theme, measure);
    expect(o.width).toBe(600);
    expect(o.height).toBe(660);
    expect(o.scales!['x']).toMatchObject({ ori: 1, dir: -1 });
    expect((o.scales!['x']!.range as unknown as () => number[])()).toEqual([-0.5, 1.5]);
    expect(o.series[1]).toMatchObject({ fill: '#0b5394', stroke: '#0b5394' });
    expect(o.axes![0]).toMatchObject({ stroke: '#111111', font: '14px sans-serif' });
  });

  it('gives the labels up to 45 % of the width and shortens longer ones with an ellipsis', () => {
    const narrow = barChartOptions(props, 300, theme, measure);
    expect(narrow.axes![0]!.size).toBe(135);
    const values = narrow.axes![0]!.values as (u: unknown, s: number[]) => string[];
    const [short, long] = values(null, [0, 1]);
    expect(short).toBe('Zgon');
    expect(long).toMatch(/…$/);
    expect(long!.length * 7).toBeLessThanOrEqual(135);
    const wide = barChartOptions(props, 1200, theme, measure);
    expect((wide.axes![0]!.values as typeof values)(null, [1])).toEqual([
      'Wymeldowanie decyzją administracyjną',
    ]);
  });

  it('writes value ticks as grouped whole counts, spaced for the widest one', () => {
    const o = barChartOptions(props, 600, theme, measure);
    const ticks = (o.axes![1]!.values as (u: unknown, s: number[]) => string[])(null, [0, 1000, 2000]);
    expect(ticks).toEqual(['0', '1\u00a0000', '2\u00a0000']);
    expect(o.axes![1]!.incrs).not.toContain(0.5);
    expect(o.axes![1]!.space).toBeGreaterThanOrEqual('2\u00a0380'.length * 7);
  });
});
