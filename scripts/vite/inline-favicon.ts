import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** An SVG file as a `data:` URL. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * Writes the page's icon (an SVG of a few hundred bytes, in `public/`) into the built page as a
 * `data:` URL: a first visit then makes no request for it while the app's code downloads, on a
 * connection the code could use. Vite leaves icon links alone. The file stays in `public/` for the
 * dev server and for the screens that show the clinic's mark.
 */
export function inlineFaviconPlugin(publicPath: string): Plugin {
  let dataUrl = '';
  return {
    name: 'london-clinic:inline-favicon',
    apply: 'build',
    configResolved(config) {
      dataUrl = svgDataUrl(readFileSync(resolve(config.publicDir, publicPath.slice(1)), 'utf8'));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = `rel="icon" type="image/svg+xml" href="${publicPath}"`;
        if (!html.includes(link)) throw new Error(`The page has no icon link to ${publicPath}.`);
        return html.replace(link, `rel="icon" type="image/svg+xml" href="${dataUrl}"`);
      },
    },
  };
}
