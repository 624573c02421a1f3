import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the built bundle and a contract server on an in-memory database.
 * Ports differ from `npm start` so the two can run side by side; `GMINA_E2E_PORT` moves them (portal, portal + 1).
 */
const base = Number(process.env['GMINA_E2E_PORT'] || 4273);
export const PORTAL = `http://127.0.0.1:${base}`;
export const CMS = `http://127.0.0.1:${base + 1}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more; `npm test` lists the tests that passed only on the retry by name.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: PORTAL,
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
  webServer: {
    command: `node_modules/.bin/tsx demo/server.ts --demo --memory --portal-port ${base} --cms-port ${base + 1}`,
    // password hashing at 2^12 instead of 2^17: the journeys log in dozens of times (tests/api checks 2^17)
    env: { GMINA_SCRYPT_LOG_N: '12', GMINA_ADMIN_TOKEN: 'demo-admin' },
    url: `${PORTAL}/api/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
