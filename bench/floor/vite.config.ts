// The floor pages' build (`npm run bench` passes --outDir): the app's target, none of its plugins.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    target: 'es2022',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: { 'floor-sign-in': page('sign-in'), 'floor-grid': page('grid') } },
  },
});
