import type { Plugin, Rollup } from 'vite';

/** The page's list of the files every signed-in screen loads (read by `public/preload-signed-in.js`). */
const SIGNED_IN_CODE_META = 'signed-in-code';

/** The files `names` (chunk names) load, themselves and their static imports, the entry's left out. */
function closureOf(bundle: Rollup.OutputBundle, names: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const pending = [...start];
    while (pending.length > 0) {
      const chunk = pending.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return seen;
  };
  const loadedByEntry = collect(chunks.filter((chunk) => chunk.isEntry));
  const named = chunks.filter((chunk) => !chunk.isEntry && names.includes(chunk.name));
  return [...collect(named)].filter((file) => !loadedByEntry.has(file)).sort();
}

/**
 * A signed-in visit fetches the code every signed-in screen loads (the frame, the code the screens
 * share) beside the entry, instead of after the entry has run and the router has asked for it: the
 * built page lists those files, and a small script of the app's own origin (the CSP allows no inline
 * script) preloads them when a session is stored. The dev server is left alone.
 */
export function signedInPreloadPlugin({ chunks }: { chunks: readonly string[] }): Plugin {
  let base = '/';
  return {
    name: 'london-clinic:signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = closureOf(bundle, chunks).map((file) => `${base}${file}`);
        if (files.length === 0) return html;
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { name: SIGNED_IN_CODE_META, content: files.join(' ') },
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: {
                type: 'module',
                async: true,
                fetchpriority: 'low',
                src: `${base}preload-signed-in.js`,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
