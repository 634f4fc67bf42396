import { defineConfig, devices } from '@playwright/test';
import { SEED_DAY } from './mocks/store/seed/today';
import { CHROMIUM_FLAGS, findChromium } from './scripts/lib/browser.mjs';
import {
  APP_ORIGIN,
  APP_PORT,
  MOCK_ORIGIN,
  MOCK_PORT,
  OFFLINE_APP_ORIGIN,
  OFFLINE_APP_PORT,
  OFFLINE_ORIGIN,
  OFFLINE_PORT,
  OFFLINE_STORE_PORT,
} from './tests/support/ports';

/** The offline back end of the browser tests (playwright.dev-server.config.ts starts it too). */
export const OFFLINE_BACK_END = {
  // The day the seed is written for: the tests read its values (visits, dates) on any day.
  command: `node mocks/serve.mjs --port ${OFFLINE_PORT} --store-port ${OFFLINE_STORE_PORT} --today ${SEED_DAY}`,
  url: `${OFFLINE_ORIGIN}/api/notification/all`,
  reuseExistingServer: false,
  timeout: 60_000,
};

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Waits, not speed limits (speed is measured by `npm run bench`): on a slow CI machine with two
  // workers, a test's first screen (code, translations, grid, list) has taken more than 7 s.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: APP_ORIGIN,
    // Recording a trace slows every test by about a third: it is recorded on a failed test's retry
    // (`npm test` retries once), and whenever a developer asks for it (`--trace on`).
    trace: 'on-first-retry',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
  projects: [
    // The suite and its fault matrix, against Prism answering from the contract's examples.
    // (tests/dev-server/ runs against the development server: playwright.dev-server.config.ts.)
    { name: 'chromium', testIgnore: ['offline-back-end/**', 'dev-server/**'], use: chromium },
    // Flows that write and read back, against the offline back end (Prism in front of the store).
    {
      name: 'offline-back-end',
      testDir: 'tests/offline-back-end',
      use: { ...chromium, baseURL: OFFLINE_APP_ORIGIN },
    },
  ],
  webServer: [
    {
      command: `node mocks/serve.mjs --plain --port ${MOCK_PORT}`,
      url: `${MOCK_ORIGIN}/api/notification/all`,
      reuseExistingServer: false,
      timeout: 30_000,
      // Prism answers 401 without a token: any answer means it is up.
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1`,
      url: `${APP_ORIGIN}/`,
      env: { PORT: String(APP_PORT), MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    OFFLINE_BACK_END,
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1`,
      url: `${OFFLINE_APP_ORIGIN}/`,
      env: { PORT: String(OFFLINE_APP_PORT), MOCK_PORT: String(OFFLINE_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
