/**
 * Applies the theme tokens of the page's JSON configuration block (core/motyw.ts) to a widget: one
 * constructable stylesheet per page, `:host { --gmina-…: … }`, its values set through the CSSOM
 * (`style.setProperty`), adopted by each widget's shadow root. No `<style>` element and no `style` attribute,
 * so a page under `style-src 'self'` shows the office colours. Loaded only by pages whose block has a `motyw`.
 *
 * The tokens are set on the host: they win over tokens the page sets on `:root` (inherited), and lose to a
 * page's rule for the element itself (`gmina-budzet { --gmina-color-primary: … }`), as the page's CSS should.
 */
import { readConfigBlock } from '../core/config.ts';
import { sprawdzMotyw } from '../core/motyw.ts';

let cached: { text: string; sheet: CSSStyleSheet } | undefined;

/** The page's theme sheet, built again only when the block's text changes (its errors reported once). */
export function arkuszMotywu(doc: Document = document): CSSStyleSheet {
  const text = doc.getElementById('gmina-config')?.textContent ?? '';
  if (cached?.text !== text) {
    const sheet = new CSSStyleSheet();
    sheet.insertRule(':host {}');
    const { style } = sheet.cssRules[0] as CSSStyleRule;
    const tokens = sprawdzMotyw(readConfigBlock(doc).motyw, '#gmina-config option');
    for (const [name, value] of Object.entries(tokens)) style.setProperty(name, value);
    cached = { text, sheet };
  }
  return cached.sheet;
}

/** Adds the page's theme sheet to a widget's shadow root (after its own sheets). */
export default function adoptujMotyw(root: ShadowRoot): void {
  const sheet = arkuszMotywu(root.ownerDocument);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
