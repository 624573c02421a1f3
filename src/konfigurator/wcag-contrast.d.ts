// wcag-contrast ships no types: the two functions the configurator uses.
declare module 'wcag-contrast' {
  /** Contrast ratio (WCAG 2.x) of two colours given as hex strings (#rgb or #rrggbb). */
  export function hex(a: string, b: string): number;
  /** Ratio of two relative luminances. */
  export function luminance(a: number, b: number): number;
}
