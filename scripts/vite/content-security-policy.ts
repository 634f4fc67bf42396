import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';

/** What the built index.html carries in place of the nonce; the server swaps in a fresh one per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Where images may come from: the app's origin, the API's (member photos, reward and
 * advertisement pictures are served under `/api/media/`), and `data:` and `blob:` (a picked file's
 * preview). Any other host is refused, so an injected `<img>` cannot send data away.
 */
const imageSources = (apiOrigin?: string) =>
  ["'self'", 'data:', 'blob:', apiOrigin].filter(Boolean).join(' ');

/** `connect-src`: the app's origin and the API's; blob: — Chromium reads a picked file through one. */
const connectSources = (apiOrigin?: string) =>
  ["'self'", 'blob:', apiOrigin].filter(Boolean).join(' ');

/**
 * The policy `vite preview` sends as a header, with a fresh nonce per answer. Scripts only from
 * the app's own origin, and the page's own inline script by its hash (the first visit's,
 * scripts/vite/first-visit.ts); styles from the app's origin or carrying the page's nonce
 * (emotion writes MUI's styles into nonce'd style elements).
 */
export function contentSecurityPolicy(
  nonce: string,
  apiOrigin?: string,
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${imageSources(apiOrigin)}`,
    "font-src 'self' data:",
    `connect-src ${connectSources(apiOrigin)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `'sha256-…'` of a text, as a policy lists it. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash of an empty style element. Emotion (in a production build) writes MUI's styles into
 * empty style elements through the CSS object model (`insertRule`), which a policy does not judge;
 * the elements themselves are allowed by this hash, so no nonce is needed. A style element with
 * any text in it (an injected one) matches no hash and is refused.
 */
export const EMPTY_STYLE_HASH = sha256Source('');

/**
 * The policy the built page carries in its `<meta http-equiv>`, as strict as the header but with
 * hashes in place of the nonce, so any static host serves the app under it. A meta element cannot
 * carry `frame-ancestors` (nor `report-to`, `sandbox`): the host sends those (docs/deploy.md).
 */
export function metaContentSecurityPolicy({
  apiOrigin,
  scriptHashes = [],
  styleHashes = [],
}: {
  apiOrigin?: string;
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
} = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", EMPTY_STYLE_HASH, ...styleHashes].join(' '),
    `img-src ${imageSources(apiOrigin)}`,
    "font-src 'self' data:",
    `connect-src ${connectSources(apiOrigin)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The contents of the page's inline scripts and styles (those without `src`), to hash. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const contents = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter(([, attributes]) => !/\ssrc=/i.test(attributes ?? ''))
      .map(([, , body]) => body ?? '');
  return { scripts: contents('script'), styles: contents('style') };
}

/** The built page with its policy in a meta element, first in `<head>` so it covers all the rest. */
export function withPolicyMeta(html: string, apiOrigin?: string): string {
  const { scripts, styles } = inlineBlocks(html);
  const policy = metaContentSecurityPolicy({
    apiOrigin,
    scriptHashes: scripts.map(sha256Source),
    styleHashes: styles.map(sha256Source),
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta charset="UTF-8" \/>/i;
  if (!charset.test(html))
    throw new Error('index.html: no <meta charset="UTF-8" /> to put the policy after');
  return html.replace(charset, (found) => `${found}\n    ${meta}`);
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** Paths the preview serves from disk or forwards, never the app's page. */
const NOT_THE_PAGE = /^\/(api|assets|locales)\/|\.[a-z0-9]+$/i;

function apiOriginOf(baseUrl: string | undefined): string | undefined {
  return baseUrl ? new URL(baseUrl).origin : undefined;
}

/**
 * Puts the policy (a meta element) and a nonce placeholder into the built page, and makes `vite preview` serve the page the way
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
        return withPolicyMeta(
          html.replace(
            '</title>',
            `</title>\n    <meta name="csp-nonce" content="${NONCE_PLACEHOLDER}" />`,
          ),
          apiOrigin,
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
          scriptHashes = inlineBlocks(page).scripts.map(sha256Source);
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
