/**
 * The contrast check of the chosen theme: WCAG 2.1 contrast ratio (SC 1.4.3, "contrast ratio" and "relative
 * luminance" definitions) by `wcag-contrast`; AA asks at least 4.5:1 for normal text.
 */
import { hex } from 'wcag-contrast';

export const AA = 4.5;

/** Defaults of the colour tokens, as in src/ui/base.css (a unit test compares them with that file). */
export const DOMYSLNE: Record<string, string> = {
  '--gmina-font-family': '',
  '--gmina-font-size': '16px',
  '--gmina-color-text': '#1b1b1b',
  '--gmina-color-bg': '#ffffff',
  '--gmina-color-primary': '#0b5394',
  '--gmina-color-on-primary': '#ffffff',
  '--gmina-color-muted': '#4a4a4a',
  '--gmina-color-border': '#767676',
  '--gmina-color-surface': '#f1f4f8',
  '--gmina-color-error': '#b00020',
  '--gmina-radius': '0.25em',
};

/** Pairs of foreground and background that carry text in the widgets. */
export const PARY = [
  { id: 'tekst', fg: '--gmina-color-text', bg: '--gmina-color-bg' },
  { id: 'drugorzedny', fg: '--gmina-color-muted', bg: '--gmina-color-bg' },
  { id: 'link', fg: '--gmina-color-primary', bg: '--gmina-color-bg' },
  { id: 'przycisk', fg: '--gmina-color-on-primary', bg: '--gmina-color-primary' },
  { id: 'blad', fg: '--gmina-color-error', bg: '--gmina-color-bg' },
] as const;

export type ParaId = (typeof PARY)[number]['id'];

export interface Wynik {
  id: ParaId;
  ratio: number;
  ok: boolean;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Ratio of every pair for the given colours (missing or non-hex ones take the defaults). */
export function sprawdz(colors: Record<string, string>): Wynik[] {
  const c = (name: string) => (HEX.test(colors[name] ?? '') ? colors[name]! : DOMYSLNE[name]!);
  return PARY.map((p) => {
    const ratio = hex(c(p.fg), c(p.bg));
    return { id: p.id, ratio, ok: ratio >= AA };
  });
}
