// Element tests in real Chromium (Debian's /usr/bin/chromium; browsers are never downloaded).
// They load the BUILT bundle from dist/, so `npm run build` comes first (npm test does it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';

/** Writes passed/failed counts and the failing tests' names for scripts/test.mjs. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const failures = [];
      const walk = (suite, file, path) => {
        for (const t of suite.tests ?? []) {
          if (t.skipped) continue;
          if (t.passed) passed += 1;
          else {
            failed += 1;
            failures.push(`${file} › ${[...path, t.name].join(' › ')}: ${t.error?.message ?? ''}`);
          }
        }
        for (const s of suite.suites ?? []) walk(s, file, [...path, s.name]);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults, s.testFile, []);
        if (s.errors?.length) {
          failed += 1;
          failures.push(`${s.testFile}: ${s.errors[0]?.message ?? 'error'}`);
        }
      }
      mkdirSync('reports', { recursive: true });
      writeFileSync('reports/wtr.json', JSON.stringify({ passed, failed, failures }));
    },
  };
}

export default {
  files: ['src/**/*.browser.test.ts', 'tests/browser/**/*.browser.test.ts'],
  nodeResolve: true,
  rootDir: '.',
  // GMINA_WTR_PORT lets two checkouts run their browser tests side by side.
  port: Number(process.env.GMINA_WTR_PORT || 8000),
  concurrency: 1,
  testsFinishTimeout: 120000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 15000 } },
  reporters: [defaultReporter(), countsReporter()],
};
