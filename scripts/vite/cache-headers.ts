import type { Plugin, PreviewServer } from 'vite';

/** Build output with a content hash in its name: its address changes whenever its bytes do. */
export const HASHED = /^\/assets\//;

/** What `vite preview` tells browsers to keep, as a production host must (docs/security.md). */
export function cacheControlOf(path: string): string | undefined {
  // A year, never checked again: a new build asks for new names.
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  // Kept, but checked again (ETag, 304) on every use: a deploy may change a translation in place.
  if (path.startsWith('/locales/')) return 'no-cache';
  return undefined;
}

/**
 * Makes `vite preview` send the caching headers of a production host: hashed assets immutable,
 * translations revalidated. (The page itself is `no-store`: the Content-Security-Policy plugin.)
 */
export function cacheHeadersPlugin(): Plugin {
  return {
    name: 'london-clinic:cache-headers',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const cacheControl = cacheControlOf(path);
        if (cacheControl) response.setHeader('Cache-Control', cacheControl);
        next();
      });
    },
  };
}
