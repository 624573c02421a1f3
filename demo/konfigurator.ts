/**
 * The embed configurator on the portal origin (issue 14): `dist/konfigurator.html` under the strict policy of
 * the other pages, and its "test it" page, `/konfigurator/proba?u=<settings as JSON>`.
 *
 * "Test it" is a page of this server and not a blob: or data: address: a blob page inherits the configurator's
 * policy (`style-src 'self'`), which would block the snippet's own `<style>`, and browsers refuse top-level data:
 * pages. The server takes the settings (not HTML), checks them, builds the text with the configurator's own
 * `snippet()` and serves exactly it as the page body; the policy admits that one `<style>` by its hash (with the
 * tokens in the JSON block instead, the policy is the strict `style-src 'self'` of a CMS page that sets one). The
 * bundle and the API must be on this origin: a crafted link must not run another site's script here, nor send
 * a logged-in reader's token to another site's "API".
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  FORMY,
  JEZYKI,
  NAZWA_ATRYBUTU,
  TAG,
  TOKEN,
  snippet,
  styleText,
  wartoscOk,
} from '../src/konfigurator/snippet.ts';
import { errorJson } from '../server/http.ts';

const httpUrl = z.string().check(
  z.maxLength(500),
  z.refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }),
);

const ustawieniaSchema = z.object({
  bundle: httpUrl,
  api: z.union([z.literal(''), httpUrl]),
  tag: z.string().check(z.regex(TAG), z.maxLength(100)),
  attrs: z.record(
    z.string().check(z.regex(NAZWA_ATRYBUTU), z.maxLength(50)),
    z.string().check(z.maxLength(200)),
  ),
  lang: z.enum(['', ...JEZYKI]),
  tokens: z.record(z.string().check(z.regex(TOKEN)), z.string().check(z.refine(wartoscOk))),
  // links made before the JSON block existed have no `forma`: the <style> block
  forma: z._default(z.enum(FORMY), 'style'),
});

const origin = (url: string) => (url ? new URL(url).origin : '');

export function konfigurator(app: Hono, dist: string, policy: (scripts: string) => string) {
  app.get('/konfigurator.html', async (c) => {
    const html = await readFile(join(dist, 'konfigurator.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('Not found', 404);
    return c.html(html, 200, { 'Content-Security-Policy': policy(''), 'X-Content-Type-Options': 'nosniff' });
  });

  app.get('/konfigurator/proba', (c) => {
    let json: unknown;
    try {
      json = JSON.parse(c.req.query('u') ?? '');
    } catch {
      return errorJson(c, 400, 'Parametr u musi być obiektem JSON z ustawieniami konfiguratora');
    }
    const parsed = z.safeParse(ustawieniaSchema, json);
    if (!parsed.success) return errorJson(c, 400, 'Nieprawidłowe ustawienia konfiguratora');
    const here = new URL(c.req.url).origin;
    if (origin(parsed.data.bundle) !== here || ![here, ''].includes(origin(parsed.data.api)))
      return errorJson(c, 400, 'Skrypt i API strony próbnej muszą być na adresie tego serwera');
    const kod = snippet(parsed.data);
    const style = styleText(kod);
    const hash = style === null ? '' : ` 'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      `style-src 'self'${hash}`,
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    const html = [
      '<!doctype html>',
      '<html lang="pl">',
      '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
      `<link rel="icon" href="data:," /><title>${parsed.data.tag}</title></head>`,
      '<body>',
      kod + '</body>',
      '</html>',
      '',
    ].join('\n');
    return c.html(html, 200, { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' });
  });
}
