/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { cacheHeadersPlugin } from './scripts/vite/cache-headers';
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
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
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'openapi/**/*.test.ts',
      'scripts/**/*.test.ts',
      'mocks/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
  },
});
