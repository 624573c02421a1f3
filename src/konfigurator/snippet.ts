/**
 * The snippet a CMS editor pastes: the loader's script tag, a `<style>` with only the changed theme tokens and
 * the element. The configurator shows it and the demo server's "test it" page (demo/konfigurator.ts) serves
 * exactly this text, built by this one function from the same settings.
 */

export const JEZYKI = ['pl', 'en', 'de', 'uk'] as const;
export type Jezyk = (typeof JEZYKI)[number];

export interface Ustawienia {
  /** Address of the loader, `…/gmina.js`. */
  bundle: string;
  /** Address of the office API; written as `data-api` only when it is not `/api` on the bundle's origin. */
  api: string;
  tag: string;
  /** Attributes of the element; empty values are left out. */
  attrs: Record<string, string>;
  /** Forced language of the element, or '' for the page's. */
  lang: Jezyk | '';
  /** Changed theme tokens only (`--gmina-*` → value). */
  tokens: Record<string, string>;
}

/** The names and values the snippet accepts: anything else could end an attribute or a style block. */
export const TAG = /^gmina(-[a-z0-9]+)+$/;
export const NAZWA_ATRYBUTU = /^[a-z][a-z0-9-]*$/;
export const TOKEN = /^--gmina-[a-z0-9-]+$/;
/** A CSS value of a colour, size or font list: no `;`, braces, `<`, `\` or line breaks. */
export const WARTOSC_TOKENU = /^[\w\s#.,%()'"+-]{1,200}$/;

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The API address the loader uses when the script tag names none (src/core/config.ts: `/api` on its origin). */
export function domyslneApi(bundle: string): string {
  try {
    return `${new URL(bundle).origin}/api`;
  } catch {
    return '';
  }
}

export function snippet(u: Ustawienia): string {
  const api = u.api.trim().replace(/\/+$/, '');
  const dataApi = api && api !== domyslneApi(u.bundle) ? ` data-api="${escapeAttr(api)}"` : '';
  const lines = [`<script type="module" src="${escapeAttr(u.bundle)}"${dataApi}></script>`];
  const tokens = Object.entries(u.tokens).filter(([k, v]) => TOKEN.test(k) && WARTOSC_TOKENU.test(v.trim()));
  if (tokens.length) {
    lines.push(
      '<style>',
      `  ${u.tag} {`,
      ...tokens.map(([k, v]) => `    ${k}: ${v.trim()};`),
      '  }',
      '</style>',
    );
  }
  const all: Record<string, string> = { ...u.attrs, ...(u.lang ? { lang: u.lang } : {}) };
  const attrs = Object.entries(all)
    .filter(([k, v]) => NAZWA_ATRYBUTU.test(k) && v !== '')
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  lines.push(`<${u.tag}${attrs}></${u.tag}>`);
  return lines.join('\n') + '\n';
}

/** The `<style>` block's text as the snippet writes it (for the test page's CSP hash), or null. */
export function styleText(snippetText: string): string | null {
  return /<style>([\s\S]*?)<\/style>/.exec(snippetText)?.[1] ?? null;
}
