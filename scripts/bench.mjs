// npm run bench: what shipping on preact/compat instead of react-dom buys (DESIGN.md §2). Builds the bundle
// twice (dist/ on preact/compat, dist-react/ on react-dom), serves each with the demo server (in-memory
// database), and loads pages with ONE widget each cold in headless Chromium with 4× CPU throttling: the budget
// (<gmina-budzet>), the most popular names (<gmina-najpopularniejsze-imiona>, SVG pie + table) and the names
// by birth year (<gmina-imiona-wg-roku>, uPlot bar chart + table). Per page: time from navigation start until
// the widget's shadow root shows what the page is for (first table row, and the chart where there is one), and
// the JS the page fetched (raw and gzip -9). The names page is also measured as a hand-written no-framework page
// (`vanilla`, scripts/bench-vanilla/imiona.js), the yardstick of issue 5. The pages residents log in for are
// measured logged in (jan.kowalski, the token in the page's storage as a login leaves it): the dues list
// (<gmina-naleznosci typ="wszystkie">, with its own no-framework page scripts/bench-vanilla/naleznosci.js) and a
// dues card (the same element with `karta`). Every page runs on each network profile: none (loopback as it
// is) and Lighthouse's slow 4G. Prints a table per page and profile and writes reports/bench.json. A benchmark,
// not a test: it fails only when something cannot run (build, server, browser, login), never on the figures.
//
//   node scripts/bench.mjs [--runs 15] [--no-build] [--pages budzet,imiona,imiona-wg-roku,naleznosci,karta]
//                          [--siec brak,slow4g]   (npm run bench)
//
// Each demo server runs in a child process (scripts/bench-strona.mjs with --serve-demo, importing startDemo
// from demo/server.ts through tsx), so that neither the in-process PGlite nor Playwright's client delays the
// other. The bench page is served by a small server of its own (another loopback origin, added to the
// API's allowed origins through GMINA_ALLOWED_ORIGINS), so that no request of the measured load is
// intercepted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  accountOn,
  argValue,
  CHROMIUM,
  CHROMIUM_ARGS,
  chooseNames,
  cleanups,
  DEMO_ACCOUNT,
  HOST,
  htmlOf,
  keepSession,
  NETWORKS,
  openColdPage,
  PAGES,
  run,
  startDemoProcess,
  startPageServer,
  storageAfterLogin,
  THROTTLE,
} from './bench-strona.mjs';
import { freePort } from './wolny-port.mjs';

const RUNS = Math.max(10, Number(argValue('--runs', process.env.BENCH_RUNS ?? 15)));
const BUILD = !process.argv.includes('--no-build');
const LOAD_TIMEOUT = 30_000;
const SETTLE_MS = 300;
/** A load whose measured CPU slowdown is below this did not run throttled (see measureThrottle). */
const MIN_SLOWDOWN = 2.5;
/** A load left out for that is taken again, at most this many times in a row (on a busy machine it happens often). */
const RETAKES = 2;

const pageNames = chooseNames(
  argValue('--pages', ''),
  PAGES.map((p) => p.name),
);
const MEASURED_PAGES = PAGES.filter((p) => pageNames.chosen.includes(p.name));
const { chosen: chosenNetworks, unknown: unknownNetworks } = chooseNames(
  argValue('--siec', ''),
  Object.keys(NETWORKS),
);

const VARIANTS = [
  { name: 'preact', distDir: 'dist', env: {} },
  { name: 'react', distDir: 'dist-react', env: { GMINA_RENDERER: 'react' } },
  // the yardstick: the same view written by hand with the DOM alone (scripts/bench-vanilla/), calling the API
  // of the preact variant's demo server; only for the pages that have one
  {
    name: 'vanilla',
    script: { imiona: 'scripts/bench-vanilla/imiona.js', naleznosci: 'scripts/bench-vanilla/naleznosci.js' },
    api: 'preact',
  },
];
const builtVariants = VARIANTS.filter((v) => v.distDir);
const variantsOf = (page) => VARIANTS.filter((v) => v.distDir || v.script[page.name]);

// ---------------------------------------------------------------------------------------------------------
// build

function build(variant) {
  const t0 = performance.now();
  const vite = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    env: { ...process.env, ...variant.env },
    encoding: 'utf8',
  });
  if (vite.status !== 0) {
    process.stderr.write(vite.stdout + vite.stderr);
    throw new Error(`${variant.name} build failed (exit ${vite.status})`);
  }
  // dist/ is the deployable bundle: leave it as `npm run build` does (with custom-elements.json)
  if (variant.distDir === 'dist') {
    const manifest = spawnSync('node', ['--import', 'tsx', 'scripts/manifest.mjs'], { encoding: 'utf8' });
    if (manifest.status !== 0) process.stderr.write(manifest.stdout + manifest.stderr);
  }
  console.log(
    `built ${variant.distDir}/ (${variant.name}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// one cold load

/** Lets the previous context's renderer wind down before the next load starts. */
const settle = () => new Promise((ok) => setTimeout(ok, SETTLE_MS));

const isJs = (url) => new URL(url).pathname.endsWith('.js');

async function coldLoad(browser, url, widget, { collectBodies, checkThrottle, network, storageState }) {
  const { context, page, cdp } = await openColdPage(browser, widget, { network, storageState });
  const problems = [];
  try {
    let done;
    const rowsShown = new Promise((ok) => (done = ok));
    await page.exposeFunction('__benchDone', (marks) => done(marks));
    await cdp.send('Performance.enable');

    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    // CORS preflights, which the network emulation lets through at once (docs/bench.md "Network profiles")
    const preflights = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Preflight') preflights.push(new URL(e.response.url).pathname);
    });
    const js = [];
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      if (isJs(r.url())) js.push(r);
    });

    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT });
    let timer;
    const marks = await Promise.race([
      rowsShown,
      new Promise((_, fail) => {
        timer = setTimeout(
          () => fail(new Error(`no ${widget.ready.join(' + ')} within ${LOAD_TIMEOUT} ms`)),
          LOAD_TIMEOUT,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    // lazy chunks fetched after the first render (snackbar/dialog host, a language) belong to the page
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT });

    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value;
    const { timeline, nav } = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return {
        timeline: performance
          .getEntriesByType('resource')
          .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd, type: e.initiatorType })),
        nav: { htmlEnd: n.responseEnd, domInteractive: n.domInteractive, dcl: n.domContentLoadedEventEnd },
      };
    });
    const result = {
      ...nav,
      ...marks,
      scriptMs: (metric('ScriptDuration') ?? 0) * 1000,
      taskMs: (metric('TaskDuration') ?? 0) * 1000,
      heapKB: (metric('JSHeapUsedSize') ?? 0) / 1024,
      jsRequests: js.length,
      jsUrls: js.map((r) => r.url()),
      timeline,
      preflights,
      problems,
    };
    if (collectBodies) {
      result.files = [];
      for (const r of js) {
        const body = await r.body();
        result.files.push({ url: r.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
      }
    }
    if (checkThrottle) result.throttle = await measureThrottle(page, cdp);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * After the measurement: the same busy loop (best of 3) at THROTTLE and at rate 1, in the navigated page.
 * Proves that throttling held across the navigation; a load that ran unthrottled is left out of the figures.
 */
async function measureThrottle(page, cdp) {
  const spin = () =>
    page.evaluate(() => {
      let best = Infinity;
      let x = 0;
      for (let round = 0; round < 3; round++) {
        const t0 = performance.now();
        for (let i = 0; i < 1e7; i++) x = (x + i * 7) % 1000003;
        best = Math.min(best, performance.now() - t0);
      }
      return best + x * 0;
    });
  const throttled = await spin();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const free = await spin();
  return throttled / free;
}

// ---------------------------------------------------------------------------------------------------------
// figures

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Nearest-rank percentile. */
const pct = (xs, p) => sorted(xs)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)];
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const kb = (n) => round(n / 1024, 2);

function table(rows) {
  const head = ['variant', 'JS files', 'JS raw KB', 'JS gz KB', 'median ms', 'p90 ms'];
  const body = rows.map((r) => [
    r.name,
    String(r.jsFiles),
    r.rawKB.toFixed(1),
    r.gzKB.toFixed(1),
    r.medianMs.toFixed(0),
    r.p90Ms.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// main

async function main() {
  if (pageNames.unknown.length) throw new Error(`--pages: no page ${pageNames.unknown.join(', ')}`);
  if (unknownNetworks.length)
    throw new Error(`--siec: no profile ${unknownNetworks.join(', ')} (${Object.keys(NETWORKS).join(', ')})`);
  const started = performance.now();
  const loadBefore = loadavg()[0];
  if (loadBefore > 0.5 * cpus().length) {
    console.log(
      `note: load average ${loadBefore.toFixed(2)} on ${cpus().length} CPUs: other work is running, figures will be noisy`,
    );
  }
  if (BUILD) for (const v of builtVariants) build(v);

  const pagePort = await freePort();
  const pageOrigin = `http://${HOST}:${pagePort}`;
  const portals = new Map();
  await Promise.all(
    builtVariants.map(async (v) => {
      const demo = await startDemoProcess(v.distDir, pageOrigin);
      cleanups.push(demo.close);
      portals.set(v.name, demo.portalUrl);
    }),
  );
  for (const v of VARIANTS) if (!v.distDir) portals.set(v.name, portals.get(v.api));
  // the logged-in pages: the demo account on each demo server (the variant without a build uses its API's)
  const konta = new Map();
  if (MEASURED_PAGES.some((p) => p.konto)) {
    for (const v of builtVariants) konta.set(v.name, await accountOn(portals.get(v.name)));
    for (const v of VARIANTS) if (!v.distDir) konta.set(v.name, konta.get(v.api));
    const k = konta.get('preact');
    console.log(
      `logged in as ${DEMO_ACCOUNT.login} on each demo server (session ${k.czasSesji / 60_000} min); card ${k.symbol} (${k.raty} instalments)`,
    );
  }
  const pageServer = await startPageServer(pagePort, { variants: VARIANTS, portals, konta });
  cleanups.push(() => new Promise((ok) => pageServer.close(() => ok())));
  console.log(`demo servers up (${((performance.now() - started) / 1000).toFixed(1)} s since start)`);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  console.log(
    `Chromium ${browser.version()}, ${THROTTLE}× CPU throttling, ${RUNS} cold loads per variant, page and network profile (+1 warm-up); profiles ${chosenNetworks.join(', ')}`,
  );

  const pages = [];
  for (const widget of MEASURED_PAGES)
    for (const siec of chosenNetworks)
      pages.push(await measurePage(browser, widget, { pageOrigin, siec, konta }));

  mkdirSync('reports', { recursive: true });
  const budzet = pages.find((p) => p.page === 'budzet');
  const logins = [...new Set(konta.values())].reduce((n, k) => n + k.logins, 0);
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      chromium: browser.version(),
      loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    },
    method: {
      page: 'one widget per page on another origin than the bundle, loader from the portal origin',
      pages: Object.fromEntries(MEASURED_PAGES.map((p) => [p.name, htmlOf(p, konta.get('preact'))])),
      runs: RUNS,
      cpuThrottling: THROTTLE,
      networks: Object.fromEntries(chosenNetworks.map((n) => [n, NETWORKS[n]])),
      ...(konta.size
        ? {
            account: `${DEMO_ACCOUNT.login} (PESEL ${DEMO_ACCOUNT.pesel}) on the logged-in pages: token, PESEL, session length and end in the page origin's localStorage before each load; ${logins} logins in all`,
          }
        : {}),
      cache: 'disabled, new browser context per load',
      metric:
        'the page is ready when its widget shadow root holds all its `ready` selectors (first tbody tr; svg path or canvas for the charts; the first instalment row of the card), MutationObserver, ms from navigation start',
      gzip: 'zlib level 9 of each JS response body',
    },
    // the budget page as before (variants and ratio; its first network profile), every page and profile under `pages`
    ...(budzet ? { variants: budzet.variants, ratio: budzet.ratio } : {}),
    pages,
    seconds: round((performance.now() - started) / 1000),
  };
  writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
  console.log(
    `\nreports/bench.json written; ${report.seconds} s in all; load average ${report.machine.loadAverage.before} before, ${report.machine.loadAverage.after} after`,
  );
}

/**
 * When the data went out against the code, in one load (ms from navigation start, its resource timeline): the
 * bundle's chunks (JS of the bundle's origin but the loader) first requested and the last of those needed
 * before ready in, the first API call, the page's data call, and the API calls answered before it was sent.
 */
function networkMarks(load, widget, pageOrigin) {
  const entries = load.timeline.map((e) => ({
    ...e,
    path: new URL(e.url).pathname,
    origin: new URL(e.url).origin,
  }));
  const chunks = entries.filter((e) => isJs(e.url) && e.origin !== pageOrigin && e.path !== '/gmina.js');
  const api = entries.filter((e) => e.path.startsWith('/api/'));
  const dane = api.find((e) => e.path.endsWith(widget.dane));
  const first = (xs) => (xs.length ? Math.min(...xs) : undefined);
  const last = (xs) => (xs.length ? Math.max(...xs) : undefined);
  return {
    chunksStart: first(chunks.map((e) => e.start)),
    chunksEnd: last(chunks.filter((e) => e.end <= load.rows).map((e) => e.end)),
    apiStart: first(api.map((e) => e.start)),
    daneStart: dane?.start,
    daneEnd: dane?.end,
    callsBefore: dane ? api.filter((e) => e.end <= dane.start).map((e) => e.path.slice('/api'.length)) : [],
    // of those calls and the data call, how many went after a preflight (a round trip more on a real network)
    preflightsToData: dane
      ? load.preflights.filter((path) => api.some((e) => e.path === path && e.start <= dane.start)).length
      : 0,
  };
}

/** Warm-up and RUNS cold loads of one page per variant on one network profile, interleaved; prints and returns the figures. */
async function measurePage(browser, widget, { pageOrigin, siec, konta }) {
  const network = NETWORKS[siec];
  console.log(`\n=== page ${widget.name}, network ${siec}: ${htmlOf(widget, konta.get('preact'))}`);
  const variants = variantsOf(widget);
  const results = new Map(variants.map((v) => [v.name, { variant: v, loads: [], problems: new Set() }]));
  const urlOf = (v) => `${pageOrigin}/${v.name}/${widget.name}`;
  const load = async (v, options) => {
    const konto = widget.konto ? konta.get(v.name) : null;
    if (konto) await keepSession(konto);
    const started = Date.now();
    const storageState = konto ? storageAfterLogin(konto, pageOrigin) : undefined;
    const r = await coldLoad(browser, urlOf(v), widget, { ...options, network, storageState });
    // it showed its data: its calls extended the session
    if (konto) konto.used = Math.max(konto.used, started);
    return { ...r, net: networkMarks(r, widget, pageOrigin) };
  };

  // warm-up (not counted): server code paths, Chromium processes; also collects the bytes and checks throttling
  for (const v of variants) {
    const r = await load(v, { collectBodies: true, checkThrottle: true });
    const res = results.get(v.name);
    res.warmup = r;
    r.problems.forEach((p) => res.problems.add(p));
    console.log(
      `warm-up ${v.name}: ready at ${r.rows.toFixed(0)} ms, ${r.jsRequests} JS requests, measured CPU slowdown ${r.throttle.toFixed(1)}×`,
    );
  }
  // measured loads, variants interleaved (alternating order) so drift hits both alike
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 ? [...variants].reverse() : variants;
    for (const v of order) {
      const res = results.get(v.name);
      for (let take = 0; take <= RETAKES; take++) {
        await settle();
        try {
          const r = await load(v, { collectBodies: false, checkThrottle: true });
          r.problems.forEach((p) => res.problems.add(p));
          if (r.throttle < MIN_SLOWDOWN) {
            const again = take < RETAKES ? ', taken again' : '';
            res.problems.add(`a load ran with only ${r.throttle.toFixed(1)}× CPU slowdown: left out${again}`);
            res.unthrottled = (res.unthrottled ?? 0) + 1;
            continue;
          }
          res.loads.push(r);
        } catch (e) {
          // a load that never shows rows is reported, not measured
          res.problems.add(`load failed: ${e.message.split('\n')[0]}`);
          res.failed = (res.failed ?? 0) + 1;
        }
        break;
      }
    }
    process.stdout.write(process.stdout.isTTY ? `\rloads: ${i + 1}/${RUNS}` : i ? ` ${i + 1}` : `loads: 1`);
  }
  process.stdout.write('\n\n');

  // with no load at all there is no figure; with few, the figures stand with a warning (a busy machine fails
  // the slowdown check of loads that ran throttled as well)
  const few = [];
  for (const { variant, loads, problems, failed = 0, unthrottled = 0 } of results.values()) {
    const why = `${loads.length} of ${RUNS} loads measured (${failed} failed, ${unthrottled} left out as unthrottled)`;
    if (!loads.length)
      throw new Error(`${widget.name} (${siec}), ${variant.name}: ${why}:\n  ${[...problems].join('\n  ')}`);
    if (loads.length < RUNS / 2) few.push(`${variant.name}: only ${why}`);
  }
  const rows = [...results.values()].map(
    ({ variant, loads, warmup, problems, failed = 0, unthrottled = 0 }) => {
      const files = warmup.files;
      const times = loads.map((l) => l.rows);
      const mid = median(times);
      const typical = loads.reduce((a, b) => (Math.abs(b.rows - mid) < Math.abs(a.rows - mid) ? b : a));
      const med = (key) => round(median(loads.map((l) => l[key])));
      const counts = new Set(loads.map((l) => l.jsRequests));
      return {
        name: variant.name,
        distDir: variant.distDir ?? variant.script[widget.name],
        jsFiles: files.length,
        jsRequestsPerLoad: [...counts],
        loadsMeasured: loads.length,
        loadsFailed: failed,
        loadsUnthrottled: unthrottled,
        fewLoads: loads.length < RUNS / 2,
        slowdown: {
          median: round(median(loads.map((l) => l.throttle)), 2),
          min: round(Math.min(...loads.map((l) => l.throttle)), 2),
        },
        rawKB: kb(files.reduce((s, f) => s + f.raw, 0)),
        gzKB: kb(files.reduce((s, f) => s + f.gz, 0)),
        medianMs: round(median(times)),
        p90Ms: round(pct(times, 90)),
        minMs: round(Math.min(...times)),
        maxMs: round(Math.max(...times)),
        medians: Object.fromEntries(
          [
            'htmlEnd',
            'domInteractive',
            'loaderRan',
            'defined',
            'firstRender',
            'rows',
            'frame',
            'scriptMs',
            'taskMs',
            'heapKB',
          ].map((k) => [k, med(k)]),
        ),
        // null: none in any load (the no-framework page has no chunks)
        networkMedians: Object.fromEntries(
          ['chunksStart', 'chunksEnd', 'apiStart', 'daneStart', 'daneEnd'].map((k) => {
            const xs = loads.map((l) => l.net[k]).filter((x) => x !== undefined);
            return [k, xs.length ? round(median(xs)) : null];
          }),
        ),
        callsBeforeData: typical.net.callsBefore,
        preflightsToData: median(loads.map((l) => l.net.preflightsToData)),
        rowsMs: times.map((t) => round(t)),
        loads: loads.map((l) => ({
          ...Object.fromEntries(
            ['htmlEnd', 'loaderRan', 'defined', 'firstRender', 'rows', 'frame', 'scriptMs'].map((k) => [
              k,
              round(l[k]),
            ]),
          ),
          ...(l.throttle ? { throttle: round(l.throttle, 2) } : {}),
          network: Object.fromEntries(
            Object.entries(l.net).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]),
          ),
          resources: l.timeline.map((e) => `${round(e.start)}→${round(e.end)} ${new URL(e.url).pathname}`),
        })),
        files: files.map((f) => ({ ...f, url: new URL(f.url).pathname })),
        waterfallRowsMs: round(typical.rows),
        waterfall: [...typical.timeline]
          .sort((a, b) => a.start - b.start)
          .map((e) => ({
            url: new URL(e.url).pathname,
            type: e.type,
            start: round(e.start),
            end: round(e.end),
          })),
        problems: [...problems],
      };
    },
  );

  console.log(`network ${siec}`);
  console.log(table(rows));
  if (few.length) console.log(`warning, weak figures: ${few.join('; ')}`);
  const [p, r] = rows;
  const ratio = {
    gz: round(r.gzKB / p.gzKB, 2),
    raw: round(r.rawKB / p.rawKB, 2),
    median: round(r.medianMs / p.medianMs, 2),
    p90: round(r.p90Ms / p.p90Ms, 2),
  };
  console.log(
    `\nreact/preact: gz ${ratio.gz}×, raw ${ratio.raw}×, median ${ratio.median}×, p90 ${ratio.p90}×`,
  );
  const vanilla = rows.find((x) => x.name === 'vanilla');
  if (vanilla) {
    ratio.preactOverVanilla = {
      gz: round(p.gzKB / vanilla.gzKB, 2),
      median: round(p.medianMs / vanilla.medianMs, 2),
      p90: round(p.p90Ms / vanilla.p90Ms, 2),
    };
    const v = ratio.preactOverVanilla;
    console.log(`preact/vanilla: gz ${v.gz}×, median ${v.median}×, p90 ${v.p90}×`);
    // the distance to the floor in round trips of the profile (the dues list's goal is one at most)
    const gap = { median: round(p.medianMs - vanilla.medianMs), p90: round(p.p90Ms - vanilla.p90Ms) };
    if (network) gap.roundTrips = round(gap.median / network.latency, 1);
    ratio.preactMinusVanillaMs = gap;
    console.log(
      `preact − vanilla: median ${gap.median} ms, p90 ${gap.p90} ms${network ? ` (median: ${gap.roundTrips} round trips of ${network.latency} ms)` : ''}`,
    );
  }
  console.log('\nmedian milestones (ms from navigation start):');
  for (const x of rows) {
    const m = x.medians;
    console.log(
      `  ${x.name.padEnd(6)} html ${m.htmlEnd}, loader ran ${m.loaderRan}, defined ${m.defined}, first render ${m.firstRender}, ready ${m.rows}, next frame ${m.frame}`,
    );
    console.log(
      `  ${''.padEnd(6)} fastest load ${x.minMs}; main-thread script ${m.scriptMs} ms, tasks ${m.taskMs} ms, JS heap ${m.heapKB} KB (whole load); measured CPU slowdown ${x.slowdown.median}× (min ${x.slowdown.min}×)`,
    );
    const n = x.networkMedians;
    const ms = (v) => (v === null ? '–' : String(v));
    const before = x.callsBeforeData.length ? x.callsBeforeData.join(', ') : 'none';
    console.log(
      `  ${''.padEnd(6)} chunks requested ${ms(n.chunksStart)}, last needed in ${ms(n.chunksEnd)}; first API call ${ms(n.apiStart)}; data call ${ms(n.daneStart)} → ${ms(n.daneEnd)}, after the API calls ${before}; CORS preflights on the way ${x.preflightsToData}`,
    );
  }
  for (const x of rows) {
    if (x.jsRequestsPerLoad.length !== 1 || x.jsRequestsPerLoad[0] !== x.jsFiles) {
      console.log(`\n${x.name}: JS requests per load varied: ${x.jsRequestsPerLoad.join(', ')}`);
    }
    console.log(`\n${x.name} JS files (warm-up load, in order of response):`);
    for (const f of x.files)
      console.log(
        `  ${f.url.padEnd(40)} ${kb(f.raw).toFixed(2).padStart(7)} KB raw ${kb(f.gz).toFixed(2).padStart(6)} KB gz`,
      );
    console.log(
      `${x.name} waterfall (the load nearest the median, ready at ${x.waterfallRowsMs} ms; ms from navigation start):`,
    );
    for (const w of x.waterfall)
      console.log(
        `  ${String(w.start).padStart(7)} → ${String(w.end).padStart(7)}  ${w.type.padEnd(8)} ${w.url}`,
      );
  }
  const problems = rows.flatMap((x) => x.problems.map((pr) => `${x.name}: ${pr}`));
  console.log(
    problems.length
      ? `\nproblems seen (console errors and warnings, page errors, failed requests, left-out loads):\n  ${problems.join('\n  ')}`
      : '\nno console errors or warnings, no page errors',
  );

  return {
    page: widget.name,
    siec,
    network,
    html: htmlOf(widget, konta.get('preact')),
    variants: rows,
    ratio,
  };
}

await run(main);
