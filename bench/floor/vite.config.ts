// A floor page's build (`npm run bench` passes --outDir, and the page's name in FLOOR_PAGE): the app's
// target, none of its plugins. The pages share the output folder, each build adding its own.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = process.env.FLOOR_PAGE ?? 'sign-in';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    target: 'es2022',
    emptyOutDir: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { [`floor-${page}`]: fileURLToPath(new URL(`./${page}.html`, import.meta.url)) },
    },
  },
});
