// npm run trace: what a page's first load spends the renderer's main thread on (docs/bench.md "Tracing a page").
// Builds the preact bundle with source maps into a temporary folder, serves it as the bench does (the demo server
// in a child process on an in-memory database, the page on its own loopback origin with the bench's CSP, the
// logged-in pages with the demo account's storage) and traces N cold loads per page at 4× CPU: CDP Tracing
// (timeline, V8 and compile categories) and the CPU profile (100 µs sampling), until the widget's `ready` content
// and the next frame (the bench's probe, read with CDP Runtime.evaluate: no Playwright script in the page).
// Prints the task timeline of the load nearest the median, compile and module evaluation per load, and self time
// per source file and function through the source maps; writes reports/trace.json.
//
//   node scripts/trace.mjs [--pages imiona,naleznosci] [--runs 5] [--siec brak,slow4g] [--no-build --dist DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import * as strona from './bench-strona.mjs';
import { freePort } from './wolny-port.mjs';

const {
  averageTables,
  clip,
  compileTotals,
  createLocator,
  mainThread,
  moduleEvaluations,
  profileSamples,
  profileSelfTime,
  taskTimeline,
} = await tsImport('./trace-analiza.ts', import.meta.url);

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(strona.argValue('--runs', '5')));
const BUILD = !process.argv.includes('--no-build');
const DIST = strona.argValue('--dist', '');
const LOAD_TIMEOUT = 30_000;
const POLL_MS = 25;
/** The trace categories: main-thread tasks and their events, V8 (module evaluation, compile), the page's marks. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
].join(',');

const pageNames = strona.chooseNames(
  strona.argValue('--pages', 'imiona'),
  strona.PAGES.map((p) => p.name),
);
const networks = strona.chooseNames(strona.argValue('--siec', 'brak'), Object.keys(strona.NETWORKS));

const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One cold load under the tracer: marks, trace events and the CPU profile. */
async function tracedLoad(browser, url, widget, { network, storageState }) {
  const { context, page, cdp } = await strona.openColdPage(browser, widget, { network, storageState });
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT });
    const deadline = Date.now() + LOAD_TIMEOUT;
    let marks;
    while (!marks) {
      if (Date.now() > deadline) throw new Error(`no ${widget.ready.join(' + ')} within ${LOAD_TIMEOUT} ms`);
      await new Promise((ok) => setTimeout(ok, POLL_MS));
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'window.__benchMarks',
        returnByValue: true,
      });
      marks = result.value;
    }
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await complete;
    return { marks, events, profile };
  } finally {
    await context.close();
  }
}

/** What one load's trace and profile say (scripts/trace-analiza.ts). */
function analyse({ marks, ...raw }, locate) {
  const thread = mainThread(raw.events);
  const { events, profile } = clip(raw.events, raw.profile, thread, marks.frame);
  const samples = profileSamples(profile);
  const self = profileSelfTime(profile, locate);
  return {
    marks: Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, round(v)])),
    tasks: taskTimeline(events, thread, { samples, locate }),
    compile: compileTotals(events, thread),
    evaluations: moduleEvaluations(events, thread, samples),
    profileMs: round(self.totalMs),
    files: self.files,
    functions: self.functions,
  };
}

/** name → ms tables of several loads, averaged; `pick` gives one load's table. */
const averaged = (loads, pick) => averageTables(loads.map(pick));

function printTable(title, rows, n) {
  console.log(`\n${title}`);
  for (const [k, v] of rows.slice(0, n)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
}

async function tracePage(browser, widget, { pageOrigin, siec, konto, locate }) {
  console.log(`\n=== page ${widget.name}, network ${siec}: ${strona.htmlOf(widget, konto)}`);
  const loads = [];
  for (let i = 0; i <= RUNS; i++) {
    if (konto) await strona.keepSession(konto);
    const started = Date.now();
    const storageState = konto ? strona.storageAfterLogin(konto, pageOrigin) : undefined;
    const raw = await tracedLoad(browser, `${pageOrigin}/preact/${widget.name}`, widget, {
      network: strona.NETWORKS[siec],
      storageState,
    });
    if (konto) konto.used = Math.max(konto.used, started);
    // the first load warms the server and Chromium up: not counted
    if (i === 0) continue;
    loads.push(analyse(raw, locate));
    process.stdout.write(`${i === 1 ? 'loads:' : ''} ${i}`);
  }
  process.stdout.write('\n');

  const mid = median(loads.map((l) => l.marks.rows));
  const typical = loads.reduce((a, b) =>
    Math.abs(b.marks.rows - mid) < Math.abs(a.marks.rows - mid) ? b : a,
  );
  const m = typical.marks;
  console.log(
    `ready (median of ${loads.length}) ${round(mid)} ms; the load nearest it: loader ran ${m.loaderRan}, defined ${m.defined}, first render ${m.firstRender}, ready ${m.rows}, next frame ${m.frame}`,
  );
  console.log(
    '\n(a) main-thread tasks over 3 ms of that load until the next frame (ms from navigation start; self time by kind and file | what the CPU profile sampled most):',
  );
  for (const t of typical.tasks) {
    const what = t.top.map((x) => `${x.what} ${x.ms}`).join(', ');
    const sampled = t.sampled?.length ? ` | ${t.sampled.map((x) => `${x.what} ${x.ms}`).join(', ')}` : '';
    console.log(`  ${String(t.start).padStart(7)} ${String(t.ms).padStart(6)} ms  ${what}${sampled}`);
  }
  const avg = (f) => round(loads.reduce((s, l) => s + f(l), 0) / loads.length);
  const compile = {
    mainMs: avg((l) => l.compile.mainMs),
    mainByName: averaged(loads, (l) => Object.entries(l.compile.mainByName)),
    backgroundMs: avg((l) => l.compile.backgroundMs),
    backgroundByFile: averaged(loads, (l) => Object.entries(l.compile.backgroundByFile)),
  };
  const evaluation = averaged(loads, (l) => {
    const byFile = new Map();
    for (const e of l.evaluations) byFile.set(e.file, (byFile.get(e.file) ?? 0) + e.ms);
    return [...byFile];
  });
  console.log(`\n(b) per load, average of ${loads.length}:`);
  console.log(
    `  main-thread parse/compile ${compile.mainMs} ms (wall); background parse/compile ${compile.backgroundMs} ms (CPU)`,
  );
  printTable('  main-thread compile by event (ms):', compile.mainByName, 8);
  printTable('  background parse/compile by file (ms CPU):', compile.backgroundByFile, 8);
  printTable('  module evaluation by the file it mostly ran (ms wall):', evaluation, 8);
  const files = averaged(loads, (l) => l.files);
  const functions = averaged(loads, (l) => l.functions);
  console.log(
    `\n(c) CPU profile, self time per load until the next frame (average; ${avg((l) => l.profileMs)} ms profiled):`,
  );
  printTable('  per source file:', files, 25);
  printTable('  per function:', functions, 30);
  return {
    page: widget.name,
    siec,
    html: strona.htmlOf(widget, konto),
    readyMedianMs: round(mid),
    typical: { marks: typical.marks, tasks: typical.tasks, evaluations: typical.evaluations },
    compile,
    evaluation,
    files,
    functions: functions.slice(0, 200),
    loads: loads.map((l) => ({ marks: l.marks, compile: l.compile, evaluations: l.evaluations })),
  };
}

async function main() {
  if (pageNames.unknown.length) throw new Error(`--pages: no page ${pageNames.unknown.join(', ')}`);
  if (networks.unknown.length)
    throw new Error(
      `--siec: no profile ${networks.unknown.join(', ')} (${Object.keys(strona.NETWORKS).join(', ')})`,
    );
  if (!BUILD && !DIST) throw new Error('--no-build needs --dist DIR (a build with source maps)');
  const loadBefore = loadavg()[0];
  let distDir = DIST && resolve(DIST);
  if (BUILD) {
    distDir = mkdtempSync(join(tmpdir(), 'gmina-trace-'));
    strona.cleanups.push(() => rmSync(distDir, { recursive: true, force: true }));
    const vite = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--sourcemap', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      { encoding: 'utf8', cwd: ROOT },
    );
    if (vite.status !== 0) {
      process.stderr.write(vite.stdout + vite.stderr);
      throw new Error(`build failed (exit ${vite.status})`);
    }
    console.log(`built the bundle with source maps into ${distDir}`);
  }
  const locate = createLocator((url) => {
    const file = join(distDir, new URL(url).pathname) + '.map';
    try {
      return { map: JSON.parse(readFileSync(file, 'utf8')), dir: dirname(file) };
    } catch {
      return null;
    }
  }, ROOT);

  const pagePort = await freePort();
  const pageOrigin = `http://${strona.HOST}:${pagePort}`;
  const demo = await strona.startDemoProcess(distDir, pageOrigin);
  strona.cleanups.push(demo.close);
  const widgets = strona.PAGES.filter((p) => pageNames.chosen.includes(p.name));
  const konta = new Map();
  if (widgets.some((p) => p.konto)) konta.set('preact', await strona.accountOn(demo.portalUrl));
  const pageServer = await strona.startPageServer(pagePort, {
    variants: [{ name: 'preact', distDir }],
    portals: new Map([['preact', demo.portalUrl]]),
    konta,
  });
  strona.cleanups.push(() => new Promise((ok) => pageServer.close(() => ok())));
  const browser = await chromium.launch({ executablePath: strona.CHROMIUM, args: strona.CHROMIUM_ARGS });
  strona.cleanups.push(() => browser.close());
  console.log(
    `Chromium ${browser.version()}, ${strona.THROTTLE}× CPU throttling, ${RUNS} traced cold loads per page and network profile (+1 warm-up)`,
  );

  const pages = [];
  for (const widget of widgets)
    for (const siec of networks.chosen)
      pages.push(
        await tracePage(browser, widget, {
          pageOrigin,
          siec,
          konto: widget.konto ? konta.get('preact') : null,
          locate,
        }),
      );
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
    cwd: ROOT,
  }).stdout.trim();
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit,
    machine: {
      cpus: cpus().length,
      node: process.version,
      chromium: browser.version(),
      loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    },
    method: {
      runs: RUNS,
      cpuThrottling: strona.THROTTLE,
      categories: CATEGORIES,
      samplingIntervalUs: 100,
      end: 'the frame after the widget shadow root holds its ready selectors (the bench probe)',
    },
    pages,
  };
  writeFileSync(join(ROOT, 'reports/trace.json'), JSON.stringify(report, null, 2));
  console.log(
    `\nreports/trace.json written (commit ${commit}); load average ${report.machine.loadAverage.before} before, ${report.machine.loadAverage.after} after`,
  );
}

await strona.run(main);
