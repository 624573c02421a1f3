/**
 * Custom pages carry HTML written in the office's CMS (spec 01 §7 "custom page … html, tytul"). It is cleaned
 * with DOMPurify before it reaches the page: no scripts, event handlers, frames, forms or `javascript:` links.
 * Inline styles are not kept as attributes (a strict CSP blocks them anyway); the few that matter to a text
 * page — font size, weight, style, alignment — are re-applied through the CSSOM, which CSP allows, and font
 * sizes are scaled with the chosen text size (spec 01 §9: medium ×1.5, large ×2).
 */
import DOMPurify from 'dompurify';
import type { FontSize } from '../core/stores/settings.ts';

export const fontScale: Record<FontSize, number> = { mala: 1, duza: 1.5, bardzo_duza: 2 };

const STYLE_ATTR = 'data-gmina-style';
const KEPT_STYLES = ['font-size', 'font-weight', 'font-style', 'text-align', 'text-decoration'] as const;

/** `12px` → `18px` at ×1.5; keywords and relative units (em, %) scale with the text already. */
export function scaleFontSize(value: string, factor: number): string {
  const m = /^\s*(\d+(?:\.\d+)?)(px|pt)\s*$/i.exec(value);
  if (!m || factor === 1) return value;
  return `${Math.round(Number(m[1]) * factor * 100) / 100}${m[2]!.toLowerCase()}`;
}

/** Parses `a: b; c: d` without touching the CSSOM of a live element (so nothing is applied by accident). */
function declarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i < 0) continue;
    out.set(part.slice(0, i).trim().toLowerCase(), part.slice(i + 1).trim());
  }
  return out;
}

export function sanitizePage(html: string, size: FontSize, doc: Document = document): DocumentFragment {
  const purify = DOMPurify(doc.defaultView ?? window);
  if (!purify.isSupported) {
    // a browser DOMPurify cannot protect: plain text only, never markup
    const plain = doc.createDocumentFragment();
    plain.append(doc.createTextNode(html.replace(/<[^>]*>/g, ' ')));
    return plain;
  }
  const styles = new Map<Element, Map<string, string>>();
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === STYLE_ATTR || data.attrName === 'style') {
      styles.set(node, declarations(data.attrValue));
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // links of the office's page open normally; a new tab never gets access to this page
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  // Parsing a `style` attribute under a strict CSP logs a violation even in an inert document: rename it
  // first (only inside tags), read it in the hook above, and never keep it.
  const renamed = html.replace(/(<[a-z][^<>]*?\s)style(\s*=)/gi, `$1${STYLE_ATTR}$2`);
  const fragment = purify.sanitize(renamed, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['srcset'],
    ADD_ATTR: ['target'],
  });
  const factor = fontScale[size];
  for (const [el, decl] of styles) {
    if (!fragment.contains(el) || !('style' in el)) continue;
    const style = (el as HTMLElement).style;
    for (const prop of KEPT_STYLES) {
      const v = decl.get(prop);
      if (v && !/url\(|expression|var\(/i.test(v))
        style.setProperty(prop, prop === 'font-size' ? scaleFontSize(v, factor) : v);
    }
  }
  return fragment;
}
