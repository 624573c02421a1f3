import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { konfigurator } from '../demo/konfigurator.ts';
import { snippet, type Ustawienia } from '../src/konfigurator/snippet.ts';

const dist = mkdtempSync(join(tmpdir(), 'konfigurator-'));
writeFileSync(join(dist, 'konfigurator.html'), '<!doctype html><title>k</title>');
const app = new Hono();
konfigurator(app, dist, (scripts) => `script-src 'self' ${scripts}; style-src 'self'`);

const ORIGIN = 'http://portal.test';
const ok: Ustawienia = {
  bundle: `${ORIGIN}/gmina.js`,
  api: `${ORIGIN}/api`,
  tag: 'gmina-budzet',
  attrs: { rodzaj: 'wydatki' },
  lang: 'en',
  tokens: { '--gmina-color-primary': '#8b0000' },
  forma: 'style',
};
const proba = (u: unknown) =>
  app.request(
    `${ORIGIN}/konfigurator/proba?u=${encodeURIComponent(typeof u === 'string' ? u : JSON.stringify(u))}`,
  );

describe('the configurator’s pages on the demo server', () => {
  it('serves konfigurator.html under the strict policy', async () => {
    const res = await app.request(`${ORIGIN}/konfigurator.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
  });

  it('"test it": the page body is exactly the snippet; its <style> admitted by hash, nothing else inline', async () => {
    const res = await proba(ok);
    expect(res.status).toBe(200);
    const kod = snippet(ok);
    expect(await res.text()).toContain(`<body>\n${kod}</body>`);
    const style = /<style>([\s\S]*?)<\/style>/.exec(kod)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('"test it" with the tokens in the JSON block: no inline style at all, the strict `style-src \'self\'`', async () => {
    const json: Ustawienia = { ...ok, forma: 'json' };
    const res = await proba(json);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(`<body>\n${snippet(json)}</body>`);
    expect(body).toContain(
      '<script type="application/json" id="gmina-config">{"motyw": {"--gmina-color-primary": "#8b0000"}}</script>',
    );
    expect(body).not.toContain('<style>');
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self';");
    // a link made before the choice existed: the <style> block
    const { forma: _, ...old } = ok;
    expect(await (await proba(old)).text()).toContain('<style>');
  });

  it.each([
    ['not JSON', '{'],
    ['a foreign bundle', { ...ok, bundle: 'https://evil.example/gmina.js' }],
    ['a foreign API (a reader’s token would go there)', { ...ok, api: 'https://evil.example/api' }],
    ['a bad tag', { ...ok, tag: 'script' }],
    ['a token value that ends the style block', { ...ok, tokens: { '--gmina-radius': '1px}</style>' } }],
    ['a bad attribute name', { ...ok, attrs: { 'onclick="x"': '1' } }],
    ['a bad language', { ...ok, lang: 'fr' }],
    ['an unknown place for the tokens', { ...ok, forma: 'inline' }],
    [
      'a token value that loads an address',
      { ...ok, forma: 'json', tokens: { '--gmina-color-bg': 'url(x)' } },
    ],
  ])('refuses %s with a JSON 400', async (_, u) => {
    const res = await proba(u);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ kod: 400, opis: expect.any(String) });
  });
});
