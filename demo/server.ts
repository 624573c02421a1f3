/**
 * The demo: the contract server's API, the standalone portal page and a CMS news page on another origin.
 *
 *   tsx demo/server.ts [--demo] [--portal-port 4173] [--cms-port 4174] [--memory | --data .data/pglite]
 *                      [--ksiegowanie 2m] [--waznosc-platnosci 30m]
 *
 * `--demo` (what `npm start` passes) adds the demo outbox and lets the admin token and the token secret be
 * random when GMINA_ADMIN_TOKEN / GMINA_TOKEN_SECRET are unset; without it both are required (startup.ts).
 *
 * Portal origin: the built bundle (`dist/`), `/api/*` (the contract server), `/config.json` and the portal
 * page for every other path. CMS origin: a news page that embeds widgets from the portal origin, proving
 * CORS and the cross-origin loader. Both listen on loopback unless HOST says otherwise.
 */
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { createApiApp } from '../server/app.ts';
import { openDatabase, type Db } from '../server/db.ts';
import { plikDokumentuDemo } from './seed/dokumenty.ts';
import { seedDemoData } from './seed/index.ts';
import { jsonClientErrors, keepIdleConnections } from '../server/http.ts';
import { StartupError, startupSecrets, type StartupSecrets } from '../server/startup.ts';
import { brakNazwyUrzedu } from '../server/urzad.ts';
import { konfigurator } from './konfigurator.ts';
import { symulatory } from './symulatory/index.ts';
import { dostawcyZeSrodowiska, opisDostawcow } from '../server/dostawcy.ts';
import { readFileSync } from 'node:fs';
import { czasTrwania, type Platnosci } from '../server/routes/platnosci.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the demo's simulated providers answer on the portal origin (demo mode only). */
export const SCIEZKA_SYMULATOROW = '/symulatory';

/**
 * Static files below `root` through Hono's serve-static, which refuses encoded separators, `..` segments and
 * malformed escapes (a 404, not a read outside `root` or a 500), compressed as the build wrote them. Bundle files are readable from any origin
 * (DESIGN.md §5); content-hashed chunks are cached for good.
 */
function statyczne(opts: { root: string } | { path: string }, cors = false): MiddlewareHandler {
  return serveStatic({
    ...opts,
    // the build's gzip and brotli copies (scripts/vite-precompress.ts), to a browser that accepts them
    precompressed: true,
    onFound: (_path, c) => {
      c.header('X-Content-Type-Options', 'nosniff');
      c.header(
        'Cache-Control',
        /\/(chunks|assets)\//.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (cors) c.header('Access-Control-Allow-Origin', '*');
    },
  });
}

/** Runs a static middleware as a handler: its file, or a plain 404. */
const plik = async (c: Context, mw: MiddlewareHandler) =>
  (await mw(c, async () => {})) ?? c.text('Not found', 404);

const csp = (scriptAndConnect: string, frames: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptAndConnect}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${scriptAndConnect}`,
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    // no other site may frame the login or account pages (clickjacking); the CMS hosts the portal as an element
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Frames may come only from the origin of the office's map (contact googleMapsUrl, shown by <gmina-kontakt>),
 * read at each page load so that a changed address takes effect; no map → no frames at all.
 */
async function mapOrigin(db: Db): Promise<string> {
  const { rows } = await db.query<{ url: unknown }>(
    "SELECT wartosc->'googleMapsUrl' AS url FROM ustawienia WHERE klucz = 'kontakt'",
  );
  const url = rows[0]?.url;
  try {
    const u = new URL(typeof url === 'string' ? url : '');
    return u.protocol === 'https:' ? u.origin : "'none'";
  } catch {
    return "'none'";
  }
}

/**
 * A page of the demo: its file with the placeholders filled in. `elementy` (`?elementy=gmina-budzet,…` on the CMS
 * page) keeps only the named elements on it, the articles around them as they are: a preview of some elements
 * among the office's text, and what the journeys that are about one element open (each switch of language,
 * contrast or size re-renders every element on a page: the dues' axe matrix took 25 s on the whole page, 13 s
 * with the dues alone).
 */
async function page(
  c: Context,
  path: string,
  policy: string,
  replace: Record<string, string> = {},
  elementy?: string,
) {
  let html = await readFile(path, 'utf8');
  for (const [k, v] of Object.entries(replace)) html = html.replaceAll(`{{${k}}}`, v);
  if (elementy !== undefined) {
    const keep = new Set(elementy.split(','));
    html = html.replace(/<(gmina-[a-z-]+)\b[^>]*>\s*<\/\1>/g, (el, tag: string) => (keep.has(tag) ? el : ''));
  }
  return c.html(html, 200, { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' });
}

/**
 * Headers of the portal and CMS pages (issue 11): no framing, no Referer (a login token may be in the address
 * for a moment), no sniffing; the bundle's files stay loadable from other origins.
 */
const naglowkiStron = () =>
  secureHeaders({ xFrameOptions: 'DENY', crossOriginResourcePolicy: 'cross-origin' });

/**
 * The portal origin: `/api/*` (the contract server), `/config.json`, the bundle's files (any path with an
 * extension) and the portal page for every other path.
 */
export function portalApp(o: {
  api: Hono;
  db: Db;
  dist: string;
  portalUrl: string;
  /** Demo mode: the simulated providers, at `/symulatory` of the portal origin. */
  symulatory?: Hono;
}): Hono {
  const portal = new Hono();
  portal.route('/api', o.api);
  if (o.symulatory) portal.route(SCIEZKA_SYMULATOROW, o.symulatory);
  // after the API, which sets its own headers, and before every other route of the portal origin
  portal.use('*', naglowkiStron());
  portal.get('/config.json', (c) => c.json({ api: `${o.portalUrl}/api` }));
  const portalCss = statyczne({ path: join(ROOT, 'demo/portal/portal.css') });
  portal.get('/demo/portal.css', (c) => plik(c, portalCss));
  const bundle = statyczne({ root: o.dist }, true);
  // the embed configurator and its "test it" page (issue 14)
  konfigurator(portal, o.dist, (scripts) => csp(scripts, "'none'"));
  portal.get('*', async (c) => {
    if (extname(c.req.path)) return plik(c, bundle);
    return page(c, join(ROOT, 'demo/portal/index.html'), csp('', await mapOrigin(o.db)));
  });
  return portal;
}

export interface DemoOptions {
  portalPort: number;
  cmsPort: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** Demo mode: the demo outbox is served and missing secrets are drawn at random. */
  demo: boolean;
  /** Default: GMINA_ADMIN_TOKEN (random in demo mode when unset). */
  adminToken?: string;
  /** Default: GMINA_TOKEN_SECRET (random in demo mode when unset). */
  tokenSecret?: string;
  /** Default: GMINA_TOTP_KEY, else the token secret (a fixed demo key in demo mode without either). */
  totpKey?: string;
  /** Folder of the built bundle (default dist/; the benchmark serves dist-react/). */
  distDir?: string;
  /** Online payments: delay from acceptance to posting (default 2 min) and how long an attempt holds (30 min). */
  ksiegowanieMs?: number;
  waznoscPlatnosciMs?: number;
}

export interface Demo {
  portalUrl: string;
  /** Lines for the console: which providers are on (dostawcy.ts). */
  dostawcy: string[];
  cmsUrl: string;
  db: Db;
  close(): Promise<void>;
}

export async function startDemo(opts: DemoOptions): Promise<Demo> {
  const host = opts.host ?? '127.0.0.1';
  const dist = resolve(ROOT, opts.distDir ?? 'dist');
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const portalUrl = `http://${shown}:${opts.portalPort}`;
  const cmsUrl = `http://${shown}:${opts.cmsPort}`;
  // before the database opens: a server without its secrets stops here
  const sekrety =
    opts.adminToken && opts.tokenSecret
      ? { adminToken: opts.adminToken, tokenSecret: opts.tokenSecret, totpKey: opts.totpKey }
      : startupSecrets(opts.demo);
  const db = await openDatabase({
    ...(opts.demo ? { seed: seedDemoData } : {}),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.databaseUrl ? { url: opts.databaseUrl } : {}),
  });
  const extra = (process.env['GMINA_ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const cmsOrigins = [cmsUrl, `http://localhost:${opts.cmsPort}`, ...extra];
  const portalOrigins = [portalUrl, `http://localhost:${opts.portalPort}`, ...cmsOrigins];
  // demo mode: the simulated providers, reached over HTTP at their own address like the real ones
  const sym = opts.demo
    ? await symulatory({
        url: `${portalUrl}${SCIEZKA_SYMULATOROW}`,
        apiUrl: `${portalUrl}/api`,
        portalOrigins,
      })
    : null;
  const dostawcy = sym?.dostawcy ?? dostawcyZeSrodowiska(process.env, (f) => readFileSync(f, 'utf8'));
  let platnosci: Platnosci | null = null;
  const api = createApiApp({
    db,
    allowedOrigins: cmsOrigins,
    adminToken: opts.adminToken ?? sekrety.adminToken,
    tokenSecret: opts.tokenSecret ?? sekrety.tokenSecret,
    ...(sekrety.totpKey ? { totpKey: sekrety.totpKey } : {}),
    demo: opts.demo,
    // the demo office's published files (a server outside demo mode has none)
    ...(opts.demo ? { dokumenty: plikDokumentuDemo } : {}),
    // e-mail links and identity-login returns lead to the portal, or to the portal inside the CMS page
    portalUrl,
    portalOrigins,
    dostawcy,
    // payments: expiry and posting run every 10 s
    platnosci: {
      apiUrl: `${portalUrl}/api`,
      jobsEveryMs: 10_000,
      ...(opts.ksiegowanieMs !== undefined ? { ksiegowanieMs: opts.ksiegowanieMs } : {}),
      ...(opts.waznoscPlatnosciMs !== undefined ? { waznoscMs: opts.waznoscPlatnosciMs } : {}),
    },
    // its job timer stops with the demo: a closed database must not be polled (a test starting a demo goes on)
    naPlatnosci: (p) => (platnosci = p),
  });

  const portal = portalApp({ api, db, dist, portalUrl, ...(sym ? { symulatory: sym.app } : {}) });

  const cms = new Hono();
  cms.use('*', naglowkiStron());
  cms.get('/portal', async (c) =>
    page(c, join(ROOT, 'demo/cms/portal.html'), csp(portalUrl, await mapOrigin(db)), {
      BUNDLE_ORIGIN: portalUrl,
    }),
  );
  const cmsCss = statyczne({ path: join(ROOT, 'demo/cms/cms.css') });
  cms.get('/cms.css', (c) => plik(c, cmsCss));
  cms.get('/', async (c) =>
    page(
      c,
      join(ROOT, 'demo/cms/index.html'),
      csp(portalUrl, await mapOrigin(db)),
      { BUNDLE_ORIGIN: portalUrl },
      c.req.query('elementy'),
    ),
  );

  const servers: ServerType[] = [];
  const listen = (app: Hono, port: number) =>
    new Promise<void>((ok) => {
      const server = serve({ fetch: app.fetch, port, hostname: host }, () => ok());
      // requests Node's parser refuses (an address over 16 KB) answer JSON `{kod, opis}` as well
      jsonClientErrors(server);
      keepIdleConnections(server);
      servers.push(server);
    });
  await Promise.all([listen(portal, opts.portalPort), listen(cms, opts.cmsPort)]);

  return {
    portalUrl,
    dostawcy: opisDostawcow(dostawcy, opts.demo),
    cmsUrl,
    db,
    async close() {
      // open keep-alive connections (kept 65 s, keepIdleConnections) would hold close() open: the demo ends them
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((ok) => {
              s.close(() => ok());
              if ('closeAllConnections' in s) s.closeAllConnections();
            }),
        ),
      );
      platnosci?.stop();
      await db.close();
    },
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A duration option (`--ksiegowanie 60s`, or its environment variable); a malformed one stops the start. */
function czasOpcji(nazwa: string, zmienna: string, minMs = 0): number | undefined {
  const v = arg(nazwa) ?? process.env[zmienna];
  if (v === undefined) return undefined;
  const ms = czasTrwania(v);
  if (ms === null || ms < minMs) {
    console.error(
      `${nazwa} / ${zmienna}: expected a duration such as 90s, 2m, 1h, 5d${minMs ? `, at least ${minMs / 1000}s` : ''} (got ${v})`,
    );
    process.exit(2);
  }
  return ms;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const memory = process.argv.includes('--memory');
  const demoMode = process.argv.includes('--demo');
  let sekrety: StartupSecrets;
  try {
    sekrety = startupSecrets(demoMode);
  } catch (e) {
    if (!(e instanceof StartupError)) throw e;
    console.error(e.message);
    process.exit(2);
  }
  let demo: Demo;
  try {
    demo = await startDemo({
      demo: demoMode,
      adminToken: sekrety.adminToken,
      tokenSecret: sekrety.tokenSecret,
      ...(sekrety.totpKey ? { totpKey: sekrety.totpKey } : {}),
      portalPort: Number(arg('--portal-port') ?? process.env['PORTAL_PORT'] ?? 4173),
      ksiegowanieMs: czasOpcji('--ksiegowanie', 'GMINA_KSIEGOWANIE'),
      waznoscPlatnosciMs: czasOpcji('--waznosc-platnosci', 'GMINA_WAZNOSC_PLATNOSCI', 60_000),
      cmsPort: Number(arg('--cms-port') ?? process.env['CMS_PORT'] ?? 4174),
      ...(process.env['HOST'] ? { host: process.env['HOST'] } : {}),
      ...(memory ? {} : { dataDir: arg('--data') ?? join(ROOT, '.data/pglite') }),
      ...(process.env['DATABASE_URL'] ? { databaseUrl: process.env['DATABASE_URL'] } : {}),
    });
  } catch (e) {
    if (!(e instanceof StartupError)) throw e;
    console.error(e.message);
    process.exit(2);
  }
  console.log(`Portal:          ${demo.portalUrl}/`);
  console.log(`Budget in portal: ${demo.portalUrl}/uslugi/budzet-dochody`);
  console.log(`CMS demo page:   ${demo.cmsUrl}/`);
  console.log(`Portal in a CMS page (hash routing): ${demo.cmsUrl}/portal`);
  console.log(`Embed configurator: ${demo.portalUrl}/konfigurator.html`);
  console.log(`Contract server: ${demo.portalUrl}/api  (e.g. ${demo.portalUrl}/api/konfiguracja)`);
  if (demoMode) console.log(`Demo outbox:     ${demo.portalUrl}/api/demo/poczta`);
  for (const k of demo.dostawcy) console.log(k);
  for (const k of sekrety.notices) console.log(k);
  const bezNazwy = await brakNazwyUrzedu(demo.db);
  if (bezNazwy) console.log(bezNazwy);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
