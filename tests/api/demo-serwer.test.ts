/**
 * The demo servers over real HTTP (demo/server.ts, issue 11 item 14): the bundle's files are served from their
 * folder and nothing beside it — a malformed escape or an encoded `../` into a sibling folder is a 404, never a
 * 500 or another folder's file.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from '../../demo/server.ts';

async function wolnyPort(): Promise<number> {
  return new Promise((ok, blad) => {
    const s = createServer();
    s.once('error', blad);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

let katalog: string;
let demo: Demo;
beforeAll(async () => {
  // a bundle folder and a sibling whose name starts the same (dist-secret beside dist)
  katalog = await mkdtemp(join(tmpdir(), 'gmina-demo-'));
  await mkdir(join(katalog, 'dist/chunks'), { recursive: true });
  await mkdir(join(katalog, 'dist-secret'));
  await writeFile(join(katalog, 'dist/gmina.js'), 'console.log("gmina");');
  await writeFile(join(katalog, 'dist/chunks/a-1234.js'), 'export const a = 1;');
  await writeFile(join(katalog, 'dist-secret/x.js'), 'TAJNE');
  demo = await startDemo({
    demo: true,
    portalPort: await wolnyPort(),
    cmsPort: await wolnyPort(),
    distDir: join(katalog, 'dist'),
  });
});
afterAll(async () => {
  await demo?.close();
  await rm(katalog, { recursive: true, force: true });
});

describe('bundle files', () => {
  it('serves a file of the bundle with its type, nosniff and CORS', async () => {
    const res = await fetch(`${demo.portalUrl}/gmina.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("gmina");');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const chunk = await fetch(`${demo.portalUrl}/chunks/a-1234.js`);
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not 500, for a malformed escape', async () => {
    const res = await fetch(`${demo.portalUrl}/%E0%A4%A.js`);
    expect(res.status).toBe(404);
  });

  it.each([
    '/..%2Fdist-secret%2Fx.js',
    '/..%2fdist-secret%2fx.js',
    '/%2E%2E%2Fdist-secret%2Fx.js',
    '/..%5Cdist-secret%5Cx.js',
    '/chunks/..%2F..%2Fdist-secret%2Fx.js',
  ])('never serves a file beside the bundle folder: %s', async (path) => {
    const res = await fetch(`${demo.portalUrl}${path}`);
    expect(await res.text()).not.toContain('TAJNE');
    expect(res.status).toBe(404);
  });

  it('still serves the demo stylesheets', async () => {
    expect((await fetch(`${demo.portalUrl}/demo/portal.css`)).status).toBe(200);
    expect((await fetch(`${demo.cmsUrl}/cms.css`)).status).toBe(200);
  });
});

describe('requests Node refuses (issue 23 §4 item 5)', () => {
  it.each([
    ['the API', () => `${demo.portalUrl}/api/status?x=`],
    ['a portal page', () => `${demo.portalUrl}/logowanie?x=`],
    ['the CMS page', () => `${demo.cmsUrl}/?x=`],
  ])('%s answers an address over 16 KB with a JSON 431, not an empty body', async (_, adres) => {
    // on a connection of its own (a keep-alive one of an earlier test may still be finishing its answer)
    const res = await new Promise<{ status: number; typ: string; body: string }>((ok, blad) => {
      const req = httpGet(adres() + '1'.repeat(17 * 1024), { agent: false }, (r) => {
        let body = '';
        r.on('data', (d: Buffer) => (body += d.toString()));
        r.on('end', () => ok({ status: r.statusCode ?? 0, typ: String(r.headers['content-type']), body }));
      });
      req.on('error', blad);
    });
    expect(res.status).toBe(431);
    expect(res.typ).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ kod: 431, opis: 'Adres lub nagłówki żądania są zbyt długie' });
  });
});

describe('page headers (issue 11 item 15)', () => {
  it.each([
    ['the portal page', () => `${demo.portalUrl}/logowanie`],
    ['the account page of the portal', () => `${demo.portalUrl}/panel-uzytkownika`],
    ['the CMS page', () => `${demo.cmsUrl}/`],
    ['the portal in a CMS page', () => `${demo.cmsUrl}/portal`],
  ])('%s may not be framed by another site and sends no Referer', async (_, adres) => {
    const res = await fetch(adres());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps the bundle readable from other origins', async () => {
    const res = await fetch(`${demo.portalUrl}/gmina.js`);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cross-Origin-Resource-Policy') ?? 'cross-origin').toBe('cross-origin');
  });
});

describe('the CMS demo page', () => {
  const elementy = (html: string) => [...html.matchAll(/<(gmina-[a-z-]+)/g)].map((m) => m[1]);

  it('carries every element, or with ?elementy= only the named ones, the office text around them kept', async () => {
    const cala = await (await fetch(`${demo.cmsUrl}/`)).text();
    expect(new Set(elementy(cala)).size).toBeGreaterThan(15);
    const res = await fetch(`${demo.cmsUrl}/?elementy=gmina-budzet,gmina-listy-wyborcze`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const czesc = await res.text();
    expect(elementy(czesc)).toEqual(['gmina-budzet', 'gmina-budzet', 'gmina-listy-wyborcze']);
    expect(czesc).toContain('Wybory: sprawdź, gdzie głosujesz');
    expect(czesc).toContain('Urząd Gminy Zielona Dolina');
    expect(elementy(await (await fetch(`${demo.cmsUrl}/?elementy=`)).text())).toEqual([]);
  });
});
