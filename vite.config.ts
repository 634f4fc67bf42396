/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { chunkPlanPlugin } from './scripts/vite/chunk-plan-plugin';
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy';
import { firstScreenPreloadPlugin } from './scripts/vite/first-screen-preload';
import { inlineFaviconPlugin, svgDataUrl } from './scripts/vite/inline-favicon';
import {
  FRAME_NAMESPACES,
  FRAME_SCREENS,
  SIGN_IN_NAMESPACES,
  SIGN_IN_PATH,
} from './src/app/first-views';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  TRANSLATIONS_PATH,
} from './src/i18n/languages';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const apiProxy = {
  '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicyPlugin(),
    inlineFaviconPlugin('/favicon.svg'),
    chunkPlanPlugin({
      frameLayout: 'src/app/layouts/dashboard-layout.tsx',
      frameRoutes: 'src/app/dashboard-routes.tsx',
      screenPrefetch: 'prefetch.ts',
      busiestScreen: 'src/app/routes/member-profile.tsx',
    }),
    firstScreenPreloadPlugin({
      script: 'src/app/preload-first-screen.js',
      // The sign-in screen's code is in the entry (`router.tsx`): only its translations to fetch.
      signIn: { path: SIGN_IN_PATH, chunks: [], namespaces: SIGN_IN_NAMESPACES },
      // The chunk plan's groups that every screen inside the signed-in frame loads.
      frame: {
        chunks: ['frame', 'requests', 'screens'],
        namespaces: FRAME_NAMESPACES,
        screens: FRAME_SCREENS,
        routesDir: 'src/app/routes',
        partsDir: 'src',
      },
      defaultNamespace: DEFAULT_NAMESPACE,
      languages: LANGUAGE_CODES,
      fallbackLanguage: FALLBACK_LANGUAGE,
      translationsPath: TRANSLATIONS_PATH,
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __BRAND_MARK__: JSON.stringify(
      svgDataUrl(readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8')),
    ),
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
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'openapi/**/*.test.ts',
      'scripts/**/*.test.ts',
      'mocks/**/*.test.ts',
    ],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
  },
});
