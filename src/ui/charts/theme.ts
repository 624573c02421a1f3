/**
 * Colours and font of a chart, read from the widget's theme tokens (base.css: `--c-*` on `.g-root`, which the
 * office sets through `--gmina-color-*` and the contrast toggle overrides). Read at draw time, so a chart
 * drawn again after a contrast or font-size change picks up the new values.
 */
export interface ChartTheme {
  text: string;
  muted: string;
  border: string;
  primary: string;
  bg: string;
  /** Font size of the widget at this element, in CSS px. */
  fontPx: number;
  fontFamily: string;
}

export function readChartTheme(el: Element): ChartTheme {
  const cs = getComputedStyle(el);
  const v = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--c-text', '#1b1b1b'),
    muted: v('--c-muted', '#4a4a4a'),
    border: v('--c-border', '#767676'),
    primary: v('--c-primary', '#0b5394'),
    bg: v('--c-bg', '#ffffff'),
    fontPx: parseFloat(cs.fontSize) || 16,
    fontFamily: cs.fontFamily || 'sans-serif',
  };
}
