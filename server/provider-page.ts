/**
 * The simulated providers' HTML pages (identity: demo/symulatory/tozsamosc.ts; payments: platnosci/):
 * self-contained, under a CSP that allows only their own style and forms posting to themselves and (through the
 * redirect after the post) to the return addresses of the portal or the merchant.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (z) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[z]!);

const STYL = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
fieldset{margin:1rem 0}label{display:block;margin:.25rem 0}dt{font-weight:bold}dd{margin:0 0 .5rem}
button{font:inherit;padding:.4rem 1rem;margin:0 .5rem .5rem 0}a{color:#0b4fa8}
input[type=text]{font:inherit;padding:.25rem}.blad{color:#a4000f;font-weight:bold}`;
const STYL_HASH = `'sha256-${createHash('sha256').update(STYL).digest('base64')}'`;

export function providerPage(
  c: Context,
  status: 200 | 400 | 404,
  tytul: string,
  tresc: string,
  celeFormularza: readonly string[],
) {
  const csp = [
    "default-src 'none'",
    `style-src ${STYL_HASH}`,
    `form-action 'self' ${celeFormularza.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return c.html(
    `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(tytul)}</title><style>${STYL}</style></head><body><main>${tresc}</main></body></html>`,
    status,
    { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
  );
}
