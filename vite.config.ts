/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { cacheHeadersPlugin } from './scripts/vite/cache-headers';
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_FLAGS, findChromium } from './scripts/lib/browser.mjs';
import { SCREENS_BROWSER_PORT, SCREENS_MOCK_PORT } from './tests/support/screens-port';

/** The screen tests: each renders routes of the app in Chromium (the `screens` project). */
const SCREEN_TESTS = 'src/testing/fault-matrix/**/*.test.tsx';

// The screen tests' Prism, which their global setup starts; otherwise MOCK_PORT (`npm start`).
const mockPort = process.env.VITEST ? SCREENS_MOCK_PORT : Number(process.env.MOCK_PORT ?? 4010);
const apiProxy = {
  '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), contentSecurityPolicyPlugin(), cacheHeadersPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: apiProxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy: apiProxy },
  // BUILD_OUT_DIR lets parallel test runs each build and preview their own copy.
  build: { target: 'es2022', sourcemap: 'hidden', outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
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
        test: {
          name: 'screens',
          include: [SCREEN_TESTS],
          globalSetup: ['tests/support/screens-global-setup.ts'],
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
              contextOptions: { locale: 'en-GB', timezoneId: 'Europe/London' },
              actionTimeout: 10_000,
            }),
            instances: [{ browser: 'chromium' }],
            api: { port: SCREENS_BROWSER_PORT, strictPort: true },
            viewport: { width: 1280, height: 720 },
            screenshotFailures: false,
            // As Playwright's: a name matches a part of the text, in any case, unless `exact`.
            locators: { exact: false },
          },
        },
      },
    ],
  },
});
