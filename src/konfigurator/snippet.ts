/**
 * The snippet a CMS editor pastes: the loader's script tag, the changed theme tokens and the element. The tokens
 * go either in a `<style>` block (scoped to the element; dropped by a page whose policy has no 'unsafe-inline'
 * style) or in the page's JSON configuration block (`"motyw"`, applied through the CSSOM: any page, every widget
 * of it). The configurator shows it and the demo server's "test it" page (demo/konfigurator.ts) serves exactly
 * this text, built by this one function from the same settings.
 */
import { TOKEN, wartoscTokenuOk } from '../core/motyw.ts';

export { TOKEN };

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
  /** Where the tokens go: a `<style>` block, or the JSON configuration block for pages under a strict CSP. */
  forma: Forma;
}

export const FORMY = ['style', 'json'] as const;
export type Forma = (typeof FORMY)[number];

/** The names and values the snippet accepts: anything else could end an attribute or a style block. */
export const TAG = /^gmina(-[a-z0-9]+)+$/;
export const NAZWA_ATRYBUTU = /^[a-z][a-z0-9-]*$/;
/** A CSS value of a colour, size or font list, as the widgets take it from the JSON block (core/motyw.ts). */
export const wartoscOk = (v: string) => wartoscTokenuOk(v.trim());

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
  const tokens = Object.entries(u.tokens)
    .filter(([k, v]) => TOKEN.test(k) && wartoscOk(v))
    .map(([k, v]) => [k, v.trim()] as const);
  if (tokens.length && u.forma === 'json') {
    // a `<` in a data block could end its script element: none passes the check, escaped all the same
    const motyw = tokens.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ');
    const json = `{"motyw": {${motyw}}}`.replace(/</g, '\\u003c');
    lines.push(`<script type="application/json" id="gmina-config">${json}</script>`);
  } else if (tokens.length) {
    lines.push('<style>', `  ${u.tag} {`, ...tokens.map(([k, v]) => `    ${k}: ${v};`), '  }', '</style>');
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
