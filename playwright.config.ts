import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the built bundle. Each worker starts its own contract server on its own in-memory
 * database on free loopback ports (the `test` of e2e/helpers.ts), so the workers share no state.
 * Files run in parallel, the tests of one file in order on their worker's server: several tests switch the
 * server's global state (maintenance, office flags, the demo accounts' passwords) and put it back at their end.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // one more than the cores: a worker spends part of each test waiting for its page, its server or a condition,
  // and a third one fills that time (the whole run on the 2-core machine: 7.8 min against 8.6 min with two)
  workers: availableParallelism() + 1,
  // In CI a failed test runs once more; `npm test` lists the tests that passed only on the retry by name.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // a trace of a test's retry only: recording every test made the suite a third slower (232 s against 158 s
    // for the panel and voter files); `npx playwright test --trace on` records them all when debugging
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
