import { defineConfig, devices } from '@playwright/test';

/**
 * The WordPress plugin's journeys (scripts/wordpress-test.mjs starts the servers and hands their addresses over in
 * GMINA_WP_STAGE). One worker: the tests share one WordPress and switch its language in turn. GMINA_WP_REPORTS
 * names the reports ('wordpress'; 'wordpress-6.5' for another version, so two runs can sit side by side).
 */
const reports = process.env['GMINA_WP_REPORTS'] ?? 'wordpress';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // not under test-results/: the main end-to-end run, beside which this one runs, empties that folder as it starts
  outputDir: `../../../reports/${reports}-results`,
  reporter: [['list'], ['json', { outputFile: `../../../reports/playwright-${reports}.json` }]],
  use: {
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
