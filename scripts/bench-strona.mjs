// What the bench (scripts/bench.mjs) and the trace (scripts/trace.mjs) share: the measured one-widget pages,
// the page server on its own loopback origin with the CMS demo page's CSP, the demo server in a child process
// (this module with --serve-demo), the demo account of the logged-in pages and the storage a login leaves, the
// network profiles and the probe that marks a load's milestones in the page. See docs/bench.md.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { freePort } from './wolny-port.mjs';

export const HOST = '127.0.0.1';
export const THROTTLE = 4;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The value after `name` on the command line. */
export const argValue = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/** Headless Chromium as the measurements launch it: nothing of its own on the network during a load. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * The measured pages: one widget each; `ready` is what must be in its shadow root (all of the selectors);
 * `dane` the page's data call (the one whose answer the ready content shows); `konto`: measured logged in
 * (the html may then name the demo account's card, `konto.karta`).
 */
export const PAGES = [
  {
    name: 'budzet',
    tag: 'gmina-budzet',
    html: '<gmina-budzet rodzaj="dochody"></gmina-budzet>',
    ready: ['tbody tr'],
    dane: '/fk/gmina/dajDochodyBudzetu',
  },
  {
    name: 'imiona',
    tag: 'gmina-najpopularniejsze-imiona',
    html: '<gmina-najpopularniejsze-imiona></gmina-najpopularniejsze-imiona>',
    ready: ['tbody tr', 'svg path'],
    dane: '/el/dajNajpopularniejszeImiona',
  },
  {
    name: 'imiona-wg-roku',
    tag: 'gmina-imiona-wg-roku',
    html: '<gmina-imiona-wg-roku></gmina-imiona-wg-roku>',
    ready: ['tbody tr', 'canvas'],
    dane: '/el/dajNajpopularniejszeImionaWgRoku',
  },
  {
    name: 'naleznosci',
    tag: 'gmina-naleznosci',
    html: '<gmina-naleznosci typ="wszystkie"></gmina-naleznosci>',
    ready: ['tbody tr'],
    dane: '/naleznosci/dajNaleznosci',
    konto: true,
  },
  {
    name: 'karta',
    tag: 'gmina-naleznosci',
    // as the portal's detail route mounts it (declaration.ts: attributes `karta` and `instytucja`)
    html: '<gmina-naleznosci karta="{karta}" instytucja="false"></gmina-naleznosci>',
    // the first instalment row: the card's data list and the other tables (payments, co-obligors) are not it
    ready: ['.g-raty-tabela tbody tr'],
    dane: '/naleznosci/dajRaty',
    konto: true,
  },
];

export const htmlOf = (widget, konto) => widget.html.replace('{karta}', String(konto?.karta ?? ''));

/**
 * Network profiles, applied per load with CDP Network.emulateNetworkConditions (every request of the page: the
 * page, the bundle, the API, CORS preflights). `slow4g` is Lighthouse's default, `mobileSlow4G` of
 * core/config/constants.js (rttMs 150, throughputKbps 1.6 * 1024; upload 750 kbps), with the round trip as each
 * request's latency and the kbps turned into bytes per second as Lighthouse's core/lib/emulation.js does
 * (kbps * 1024 / 8). Lighthouse's own DevTools mode multiplies the latency by 3.75 and the throughputs by 0.9
 * to make up for TCP it does not model; here a round trip is 150 ms, as the figures are read in round trips.
 */
export const NETWORKS = {
  brak: null,
  slow4g: {
    latency: 150,
    downloadThroughput: Math.floor((1638.4 * 1024) / 8),
    uploadThroughput: Math.floor((750 * 1024) / 8),
  },
};

/**
 * The names of a comma-separated option (`--pages`, `--siec`) among `known`: all of `fallback` when it is empty;
 * `unknown` lists the names that are not known.
 * @param {string} option
 * @param {string[]} known
 * @param {string[]} [fallback]
 */
export function chooseNames(option, known, fallback = known) {
  const names = option.split(',').filter(Boolean);
  const chosen = names.length ? names : fallback;
  return {
    chosen: chosen.filter((n) => known.includes(n)),
    unknown: chosen.filter((n) => !known.includes(n)),
  };
}

/** The demo account of the logged-in pages (README "Demo accounts"): one person, one subject. */
export const DEMO_ACCOUNT = { login: 'jan.kowalski', haslo: 'Gmina#2024', pesel: '85010112352' };
/** A session is logged in again when less than this is left of it before a load (the load's calls extend it). */
const SESSION_MARGIN_MS = 2 * 60_000;

// ---------------------------------------------------------------------------------------------------------
// servers

// the policy of the CMS demo page (demo/server.ts), so a CSP problem shows up here too
const csp = (bundleOrigin) =>
  [
    "default-src 'self'",
    `script-src 'self' ${bundleOrigin}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${bundleOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');

const benchHtml = (portalUrl, widgetHtml, script) => `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>bench</title>
    <script type="module" src="${script ?? `${portalUrl}/gmina.js`}" data-api="${portalUrl}/api"></script>
  </head>
  <body>
    ${widgetHtml}
  </body>
</html>
`;

/**
 * Serves /<variant>/<page> → that one-widget page pointing at that variant's demo server, and
 * /<variant>/<page>.js → the hand-written script of a variant without a build (`variants`: name, `distDir` of
 * a build or `script` per page name). `portals`: each variant's portal URL; `konta`: the demo account on each
 * variant's server, for the pages that name its card.
 */
export function startPageServer(port, { variants, portals, konta }) {
  const server = createServer((req, res) => {
    const [, variantName, pageName] = req.url.split('/');
    const variant = variants.find((v) => v.name === variantName);
    const portalUrl = portals.get(variantName);
    const widget = PAGES.find((p) => p.name === pageName || `${p.name}.js` === pageName);
    const script = variant?.script?.[widget?.name];
    if (!portalUrl || !widget || (!variant.distDir && !script)) {
      res.writeHead(404).end();
      return;
    }
    if (pageName.endsWith('.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(readFileSync(script));
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp(portalUrl),
    });
    const widgetHtml = htmlOf(widget, konta.get(variantName));
    res.end(benchHtml(portalUrl, widgetHtml, script && `/${variantName}/${widget.name}.js`));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, () => ok(server));
  });
}

/** Forks this module in --serve-demo mode: the demo server for one dist folder, on free loopback ports. */
export async function startDemoProcess(distDir, pageOrigin) {
  const [portalPort, cmsPort] = [await freePort(), await freePort()];
  const child = fork(fileURLToPath(import.meta.url), ['--serve-demo', distDir, portalPort, cmsPort], {
    // read by startDemo: the bench page's origin may call the API (CORS), like the CMS demo origin
    env: {
      ...process.env,
      GMINA_ALLOWED_ORIGINS: [process.env.GMINA_ALLOWED_ORIGINS, pageOrigin].filter(Boolean).join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((ok) => child.once('exit', ok));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const portalUrl = await new Promise((ok, fail) => {
    child.once('message', (m) => ok(m.portalUrl));
    child.once('exit', (code) => fail(new Error(`demo server for ${distDir} exited (${code})`)));
  }).catch(async (e) => {
    await close();
    throw e;
  });
  return { portalUrl, close };
}

async function serveDemo([distDir, portalPort, cmsPort]) {
  const { startDemo } = await tsImport('../demo/server.ts', import.meta.url);
  const demo = await startDemo({
    portalPort: Number(portalPort),
    cmsPort: Number(cmsPort),
    host: HOST,
    distDir,
    demo: true,
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void demo.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop); // the bench died: do not outlive it
  process.send({ portalUrl: demo.portalUrl });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve-demo')) {
  await serveDemo(process.argv.slice(process.argv.indexOf('--serve-demo') + 1));
}

// ---------------------------------------------------------------------------------------------------------
// the account of the logged-in pages

/** A JSON call of the bench itself to a demo server's API (before a load, never inside one). */
async function apiCall(apiUrl, path, { token, body } = {}) {
  const res = await fetch(apiUrl + path, {
    method: body ? 'POST' : 'GET',
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Logs the demo account in on one demo server with the login form's call (POST getToken), then asks userInfo
 * for what the form stores with the token: the session length and the account's own subject.
 */
async function logIn(konto) {
  const { login, haslo } = DEMO_ACCOUNT;
  const body = { login, haslo, recaptcha: null };
  const res = await apiCall(konto.apiUrl, '/uzytkownicy/getToken', { body });
  if (res.czyOgraniczony || res.czy2FaAktywne) throw new Error(`${login}: no full token at once`);
  const user = await apiCall(konto.apiUrl, '/uzytkownik/userInfo', { token: res.token });
  if (user.pesel !== DEMO_ACCOUNT.pesel) throw new Error(`${login}: PESEL ${user.pesel}`);
  Object.assign(konto, { token: res.token, pesel: user.pesel, czasSesji: user.czasSesji, used: Date.now() });
  konto.logins += 1;
}

/** The card of the `karta` page: the account's municipal taxes card of the latest year, with its instalments. */
async function chooseCard(konto) {
  const q = `?pesel=${konto.pesel}`;
  const { karty } = await apiCall(konto.apiUrl, `/naleznosci/dajNaleznosci${q}`, { token: konto.token });
  const karta = karty
    .filter((k) => k.aplikacjaNaleznosci === 'PODATKI_GMINNE' && !k.czyInstytucja)
    .sort((a, b) => b.rok - a.rok)[0];
  if (!karta) throw new Error(`${DEMO_ACCOUNT.login}: no municipal taxes card`);
  const { ratyZbiorcze } = await apiCall(
    konto.apiUrl,
    `/naleznosci/dajRaty${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
    { token: konto.token },
  );
  if (!ratyZbiorcze.length) throw new Error(`card ${karta.symbolKarty} has no instalments`);
  Object.assign(konto, {
    karta: karta.idKartyNaleznosci,
    symbol: karta.symbolKarty,
    raty: ratyZbiorcze.length,
  });
}

/** The demo account logged in on one demo server, with the card of the `karta` page. */
export async function accountOn(portalUrl) {
  const konto = { apiUrl: `${portalUrl}/api`, logins: 0 };
  await logIn(konto);
  await chooseCard(konto);
  konto.used = Date.now();
  return konto;
}

/**
 * Before a load, outside its time: a session ends after `czasSesji` without a successful call
 * (server/konto/context.ts, 15 minutes for the demo accounts), so one left with less than SESSION_MARGIN_MS is
 * replaced by a new login. Each load that shows its data has made calls that extend it (`used`).
 */
export async function keepSession(konto) {
  if (Date.now() - konto.used > konto.czasSesji - SESSION_MARGIN_MS) await logIn(konto);
}

/**
 * What a login through the form leaves in the page origin's local storage (core/stores/session.ts,
 * core/account.ts): the full token, the PESEL of the chosen own subject, the session length and its end
 * (now + length); no NIP, restricted token or unconfirmed flag (absent values are removed, persist.ts).
 */
export const storageAfterLogin = (konto, pageOrigin) => ({
  cookies: [],
  origins: [
    {
      origin: pageOrigin,
      localStorage: [
        { name: 'gmina:token', value: konto.token },
        { name: 'gmina:pesel', value: konto.pesel },
        { name: 'gmina:czasSesji', value: String(konto.czasSesji) },
        { name: 'gmina:koniecSesji', value: String(Date.now() + konto.czasSesji) },
      ],
    },
  ],
});

// ---------------------------------------------------------------------------------------------------------
// the probe of a load

// Runs in the page before any of its scripts: watches the widget's open shadow root (attachShadow is
// wrapped, so no polling runs in the page) and reports, in ms of the page's performance timeline
// (0 = navigation start): element defined, first render, the `ready` content in the DOM (mark `rows`), the
// next frame. Reported through the binding `__benchDone` where the page has one (the bench's), else left in
// `__benchMarks` to be read with CDP Runtime.evaluate (the trace: no Playwright script in the traced page).
export function probe({ tag, ready }) {
  const marks = {};
  // the loader's first act is to register itself under this key (src/loader.ts): note when it runs
  const key = Symbol.for('gmina.loader');
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => undefined,
    set(value) {
      marks.loaderRan = performance.now();
      Object.defineProperty(globalThis, key, { value, writable: true, configurable: true });
    },
  });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName === tag && marks.rows === undefined) {
      const mo = new MutationObserver(() => {
        marks.firstRender ??= performance.now();
        if (ready.every((sel) => root.querySelector(sel))) {
          marks.rows = performance.now();
          mo.disconnect();
          requestAnimationFrame(() => {
            marks.frame = performance.now();
            if (window.__benchDone) window.__benchDone(marks);
            else window.__benchMarks = marks;
          });
        }
      });
      mo.observe(root, { childList: true, subtree: true });
    }
    return root;
  };
  customElements.whenDefined(tag).then(() => (marks.defined = performance.now()));
}

/**
 * A cold page for one load of `widget`: a new browser context (with the storage a login leaves, for the logged-in
 * pages), the probe, HTTP cache disabled, the network profile and the CPU throttling, all before the navigation.
 */
export async function openColdPage(browser, widget, { network, storageState }) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    await page.addInitScript(probe, { tag: widget.tag, ready: widget.ready });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    return { context, page, cdp };
  } catch (e) {
    await context.close();
    throw e;
  }
}

/** What a run started, stopped last first at its end, on an error and on Ctrl-C (servers, browser, folders). */
export const cleanups = [];

async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (e) {
      console.error('cleanup:', e);
    }
  }
}

/** Runs a script's `main`: an error is printed and sets the exit code; `cleanups` run in every case. */
export async function run(main) {
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => void cleanup().then(() => process.exit(130)));
  try {
    await main();
  } catch (e) {
    console.error(e);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
