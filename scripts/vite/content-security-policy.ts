import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';

/** What the built index.html carries in place of the nonce; the server swaps in a fresh one per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The policy of the built app. Scripts only from the app's own origin, and the page's own inline
 * scripts by their hash (the first visit's, scripts/vite/first-visit.ts); styles from the
 * app's origin or carrying the page's nonce
 * (emotion writes MUI's styles into nonce'd style elements); member photos may live on any https
 * image host the back end uses.
 */
export function contentSecurityPolicy(
  nonce: string,
  apiOrigin?: string,
  scriptHashes: readonly string[] = [],
): string {
  // blob: — Chromium reads a picked file through a blob: address when a form uploads it.
  const connect = ["'self'", 'blob:', apiOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** Paths the preview serves from disk or forwards, never the app's page. */
const NOT_THE_PAGE = /^\/(api|assets|locales)\/|\.[a-z0-9]+$/i;

/** The `'sha256-…'` source of each inline script of a page. */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

function apiOriginOf(baseUrl: string | undefined): string | undefined {
  return baseUrl ? new URL(baseUrl).origin : undefined;
}

/**
 * Puts a nonce placeholder into the built page, and makes `vite preview` serve the page the way
 * production must: a fresh nonce per answer, in the page and in the Content-Security-Policy header.
 * The dev server is left alone: its hot-reload preamble is an inline script.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let outDir = 'dist';
  let apiOrigin: string | undefined;
  return {
    name: 'london-clinic:content-security-policy',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      apiOrigin = apiOriginOf(config.env.VITE_API_BASE_URL as string | undefined);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html;
        return html.replace(
          '</title>',
          `</title>\n    <meta name="csp-nonce" content="${NONCE_PLACEHOLDER}" />`,
        );
      },
    },
    configurePreviewServer(server: PreviewServer) {
      let page: string | undefined;
      let scriptHashes: string[] = [];
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        if (request.method !== 'GET' || NOT_THE_PAGE.test(path)) return next();
        if (page === undefined) {
          page = readFileSync(join(outDir, 'index.html'), 'utf8');
          scriptHashes = inlineScriptHashes(page);
        }
        const nonce = randomBytes(16).toString('base64');
        response.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(nonce, apiOrigin, scriptHashes),
        );
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          response.setHeader(name, value);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(page.replaceAll(NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}
