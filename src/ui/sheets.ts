/**
 * Constructable stylesheets, one per CSS text for the whole page, adopted by every shadow root that needs
 * them (DESIGN.md §5). No <style> element is ever inserted, so a strict `style-src` CSP works.
 */
const cache = new Map<string, CSSStyleSheet>();

export function sheetFor(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = cssTexts.map(sheetFor);
}
