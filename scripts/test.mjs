// npm test: every check and test runner of the project, in order, then one line `N passed, N failed`
// totalled over all of them. Each check (type check, lint, build, each size budget) counts as one test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// a PostgreSQL server for the contract-server tests (`.ci/run` starts one): only its own stage sees it, the unit
// stage keeps PGlite
const POSTGRES = process.env.GMINA_TEST_DATABASE_URL;
delete process.env.GMINA_TEST_DATABASE_URL;
let passed = 0;
let failed = 0;
const summary = [];

/**
 * Runs one stage with its output on the console. Asynchronously: the stages running beside it (`countedBeside`)
 * need the event loop to collect their output.
 */
function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

async function check(label, cmd, args) {
  const r = await run(label, cmd, args);
  if (r.ok) passed += 1;
  else failed += 1;
  summary.push(`${r.ok ? 'ok  ' : 'FAIL'} ${label} (${r.seconds} s)`);
  return r.ok;
}

async function counted(label, cmd, args, read, env) {
  const r = await run(label, cmd, args, env);
  record(label, r.ok, r.seconds, read);
}

/** Adds a runner's counts (from its report) and its summary line; a runner that failed without a count is one. */
function record(label, ok, seconds, read) {
  const r = { ok, seconds };
  let counts = { passed: 0, failed: 0 };
  try {
    counts = read();
  } catch {
    /* no report: counted as one failure below */
  }
  if (!r.ok && counts.failed === 0) counts.failed = 1; // the runner failed without a failing test (e.g. crashed)
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${r.ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.passed} passed, ${counts.failed} failed (${r.seconds} s)`,
  );
  // the names, so that the last lines of a CI log say what broke
  for (const name of counts.failures ?? []) summary.push(`     failed: ${oneLine(name)}`);
  for (const name of counts.flaky ?? []) summary.push(`     passed on retry: ${oneLine(name)}`);
}

/** `counted`, run beside the other stages: its output is printed whole when it ends. */
function countedBeside(label, cmd, args, read, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\n━━ ${label}: ${cmd} ${args.join(' ')} (ran beside the stages above)`);
      process.stdout.write(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      record(label, code === 0, seconds, read);
      resolve();
    });
  });
}

const oneLine = (text) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 300);

/** Playwright's JSON report: titles of the tests that failed, and of those that passed only on a retry. */
function playwrightCounts(report) {
  const failures = [];
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const title = [...path, spec.title].join(' › ');
        const error = t.results.find((r) => r.error)?.error?.message ?? '';
        if (t.status === 'unexpected') failures.push(`${title}: ${error}`);
        if (t.status === 'flaky') flaky.push(`${title} (first: ${error})`);
      }
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
  };
  for (const s of report.suites) walk(s, [s.title]);
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures, flaky };
}

const json = (f) => JSON.parse(readFileSync(f, 'utf8'));

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('Debian Chromium is missing: installing it (apt-get install -y chromium)');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
      { stdio: 'inherit' },
    );
    return existsSync(CHROMIUM);
  }
  console.error(
    `Browser tests need Debian Chromium at ${CHROMIUM}. Install it as root: apt-get install -y chromium`,
  );
  return false;
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

/**
 * Checks that share no files and each use one core run side by side (the type check and lint, about 15 s saved):
 * each one's output is printed whole when it ends, then its line is counted as `check` counts it.
 */
async function checksTogether(list) {
  const results = await Promise.all(
    list.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '0' } });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) =>
            resolve({
              label,
              cmd,
              args,
              out,
              ok: code === 0,
              seconds: ((Date.now() - started) / 1000).toFixed(1),
            }),
          );
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n━━ ${r.label}: ${r.cmd} ${r.args.join(' ')}`);
    process.stdout.write(r.out);
    if (r.ok) passed += 1;
    else failed += 1;
    summary.push(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds} s)`);
  }
}

await checksTogether([
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npm', ['run', '--silent', 'lint']],
]);
/** vitest's JSON report: counts and the names of the failed tests. */
function vitestCounts(report) {
  const r = json(report);
  const failures = r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map(
        (t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}: ${t.failureMessages[0] ?? ''}`,
      ),
  );
  return { passed: r.numPassedTests, failed: r.numFailedTests, failures };
}

const vitest = (report, ...files) => [
  'vitest',
  'run',
  ...files,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

await counted('unit tests (vitest)', 'npx', vitest('reports/vitest.json'), () =>
  vitestCounts('reports/vitest.json'),
);
/**
 * The contract server's stages on PostgreSQL run beside the build and the browser stages: their vitest workers
 * wait on the database and the browser stages wait on pages and servers, so the two cores were half idle while
 * one ran after the other (a fresh-clone run: 16 min of CPU in 15.4 min). Their output is printed whole when they
 * end; their counts join the others at the end.
 */
const besideBrowsers = [];
if (POSTGRES) {
  besideBrowsers.push(async () => {
    // the contract server's test files once more, each on a database of its own on a real PostgreSQL server
    await countedBeside(
      'contract server on PostgreSQL (vitest)',
      'npx',
      vitest('reports/vitest-postgres.json', 'tests/api'),
      () => vitestCounts('reports/vitest-postgres.json'),
      { GMINA_TEST_DATABASE_URL: POSTGRES },
    );
    // two instances of a production install (npm ci --omit=dev) on one PostgreSQL database behind nginx
    // (tests/instancje, its own configuration: the unit stage leaves the folder out)
    await countedBeside(
      'two instances behind nginx (vitest)',
      'npx',
      [...vitest('reports/vitest-instancje.json'), '--config', 'tests/instancje/vitest.config.ts'],
      () => vitestCounts('reports/vitest-instancje.json'),
      { GMINA_TEST_DATABASE_URL: POSTGRES },
    );
  });
}
const besideStages = besideBrowsers.map((stage) => stage());
const built = await check('build (dist/ + custom-elements.json)', 'npm', ['run', '--silent', 'build']);
if (built) {
  await run('size budgets', 'node', ['scripts/size.mjs']);
  try {
    for (const b of json('reports/size.json')) {
      if (b.ok) passed += 1;
      else failed += 1;
      summary.push(
        `${b.ok ? 'ok  ' : 'FAIL'} size: ${b.name} ${(b.size / 1024).toFixed(2)} KB ≤ ${(b.limit / 1024).toFixed(2)} KB`,
      );
    }
  } catch {
    failed += 1;
    summary.push('FAIL size budgets: no report');
  }
  if (ensureChromium()) {
    // the WordPress plugin (integrations/wordpress) on Debian's WordPress, Apache, PHP and MariaDB, each server
    // throw-away on loopback, beside the browser stages below (one Playwright worker, its servers mostly wait);
    // the stage installs the packages when run as root and they are missing
    // (first on Debian's 6.1 — wp_enqueue_script with a type="module" filter — then on 6.5 from
    // @wp-playground/wordpress-builds — the module API and the editor's iframe — one after the other)
    besideStages.push(
      (async () => {
        await countedBeside(
          'WordPress plugin (Playwright, Chromium)',
          'node',
          ['scripts/wordpress-test.mjs'],
          () => playwrightCounts(json('reports/playwright-wordpress.json')),
        );
        await countedBeside(
          'WordPress plugin on 6.5 (Playwright, Chromium)',
          'node',
          ['scripts/wordpress-test.mjs', '--wordpress', '6.5'],
          () => playwrightCounts(json('reports/playwright-wordpress-6.5.json')),
        );
      })(),
    );
    await counted('browser tests (@web/test-runner, Chromium)', 'npx', ['web-test-runner'], () =>
      json('reports/wtr.json'),
    );
    await counted('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'], () =>
      playwrightCounts(json('reports/playwright.json')),
    );
  } else {
    failed += 1;
    summary.push('FAIL browser tests: Chromium missing');
  }
} else {
  summary.push('skipped: size budgets, browser and end-to-end tests (the build failed)');
  failed += 1;
}

await Promise.all(besideStages);
console.log('\n━━ summary');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
