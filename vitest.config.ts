import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, findChromium } from './scripts/lib/browser.mjs';
import { SCREENS_BROWSER_PORT } from './tests/support/screens-port';
import viteConfig from './vite.config';

/**
 * The screen tests: each renders routes of the app in Chromium (the `screens` project): the fault
 * matrix, and each screen's states and flows that need no real browser of their own.
 */
const SCREEN_TESTS = 'src/testing/{fault-matrix,screens}/**/*.test.tsx';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      setupFiles: ['src/testing/setup.ts'],
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'openapi/**/*.test.ts',
              'scripts/**/*.test.ts',
              'mocks/**/*.test.ts',
              'bench/**/*.test.ts',
            ],
            exclude: ['**/node_modules/**', SCREEN_TESTS],
          },
        },
        {
          // Screens rendered in Chromium against Prism answering from the contract: the fault matrix
          // (src/testing/screen.tsx). One browser page runs them all; no app build is needed.
          extends: true,
          // React's and MUI's production builds, as users get them, and about twice as fast as the
          // development builds (the app's own code reads import.meta.env, not process.env).
          optimizeDeps: {
            // The route modules too: the UI-kit pages are imported by a variable path
            // (route-table.tsx), which the dependency scan does not follow, and a dependency found
            // only once a test runs reloads the page under the running tests.
            entries: ['src/app/routes/**/*.tsx'],
            rolldownOptions: {
              transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
            },
          },
          oxc: { jsx: { development: false, refresh: false } },
          test: {
            name: 'screens',
            include: [SCREEN_TESTS],
            globalSetup: ['tests/support/screens-global-setup.ts'],
            expect: { poll: { timeout: 15_000 } },
            testTimeout: 30_000,
            // The server that hands the tests to Chromium.
            api: { port: SCREENS_BROWSER_PORT, strictPort: true },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
                contextOptions: { locale: 'en-GB', timezoneId: 'Europe/London' },
                actionTimeout: 10_000,
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 720 },
              screenshotFailures: false,
              // As Playwright's: a name matches a part of the text, in any case, unless `exact`.
              locators: { exact: false },
            },
          },
        },
      ],
    },
  }),
);
