import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { cacheHeadersPlugin } from './scripts/vite/cache-headers';
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy';
import { dataGridStylesPlugin } from './scripts/vite/data-grid-styles';
import { firstVisitPlugin } from './scripts/vite/first-visit';
import { FALLBACK_LANGUAGE } from './src/i18n/languages';
import { SCREENS_MOCK_PORT } from './tests/support/screens-port';

// The screen tests' Prism (vitest.config.ts), which their global setup starts; otherwise
// MOCK_PORT (`npm start`, the browser suite's previews).
const mockPort = process.env.VITEST ? SCREENS_MOCK_PORT : Number(process.env.MOCK_PORT ?? 4010);
const apiProxy = {
  '/api': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    firstVisitPlugin({ fallback: FALLBACK_LANGUAGE }),
    contentSecurityPolicyPlugin(),
    dataGridStylesPlugin(),
    cacheHeadersPlugin(),
  ],
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
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: {
      // Fewer, larger files for a first visit (docs/performance.md, "Splitting"): what the entry
      // imports is one file, not 22, and a shared file under 60 kB of source is copied into the
      // screens that use it rather than fetched on its own. Copying needs the entry's exports
      // left to Rolldown (nothing imports the app as a library).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 60_000 },
        },
      },
    },
  },
});
