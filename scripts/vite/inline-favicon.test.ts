import type { IndexHtmlTransformHook, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineFaviconPlugin, svgDataUrl } from './inline-favicon';

/** The built page as the plugin leaves it, the icon read from the project's `public/`. */
function transform(html: string): string {
  const plugin: Plugin = inlineFaviconPlugin('/favicon.svg');
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    publicDir: 'public',
  } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
  }) as string;
}

describe('the page’s icon', () => {
  it('is written into the page, so that a first visit asks for no icon file', () => {
    const html = transform('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).not.toContain('href="/favicon.svg"');
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg[^]*<\/svg>$/,
    );
  });

  it('fails the build when the page no longer links the icon', () => {
    expect(() => transform('<title>London Clinic</title>')).toThrow('no icon link to /favicon.svg');
  });

  it('escapes what would end the attribute or start a fragment', () => {
    expect(svgDataUrl('<svg fill="#fff"/>\n')).toBe(
      'data:image/svg+xml,%3Csvg%20fill%3D%22%23fff%22%2F%3E',
    );
  });
});
