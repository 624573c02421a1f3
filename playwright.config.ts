import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the built bundle and a contract server on an in-memory database.
 * Ports differ from `npm start` so the two can run side by side.
 */
export const PORTAL = 'http://127.0.0.1:4273';
export const CMS = 'http://127.0.0.1:4274';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: PORTAL,
    trace: 'retain-on-failure',
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
    command: 'node_modules/.bin/tsx demo/server.ts --memory --portal-port 4273 --cms-port 4274',
    url: `${PORTAL}/api/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
