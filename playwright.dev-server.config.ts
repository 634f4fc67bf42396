// The browser tests that need `npm start`'s development server (tests/dev-server/): the developer
// panel exists only there (src/app/app.tsx). Against their own offline back end and `vite` (dev),
// on the offline back end's ports: `npm test` runs this configuration after playwright.config.ts
// has stopped its servers. `npx playwright test -c playwright.dev-server.config.ts`.
import { defineConfig } from '@playwright/test';
import suite, { OFFLINE_BACK_END } from './playwright.config';
import { OFFLINE_APP_ORIGIN, OFFLINE_APP_PORT, OFFLINE_PORT } from './tests/support/ports';

const chromium = suite.projects?.find((project) => project.name === 'chromium')?.use;

export default defineConfig({
  ...suite,
  testDir: 'tests/dev-server',
  outputDir: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/dev-server`,
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright-dev-server.json' }]],
  projects: [{ name: 'dev-server', use: { ...chromium, baseURL: OFFLINE_APP_ORIGIN } }],
  webServer: [
    OFFLINE_BACK_END,
    {
      // Up once it serves the app's entry module (compiled on that first request).
      command: `node node_modules/vite/bin/vite.js --host 127.0.0.1`,
      url: `${OFFLINE_APP_ORIGIN}/src/main.tsx`,
      env: { PORT: String(OFFLINE_APP_PORT), MOCK_PORT: String(OFFLINE_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
