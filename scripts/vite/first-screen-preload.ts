import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync, type Plugin, type Rollup } from 'vite';
import { FIRST_SCREEN_META } from '../../src/app/first-views';
import { NONCE_PLACEHOLDER } from './content-security-policy';

/** What a first visit needs before its screen shows: its files and its translations. */
export interface FirstView {
  /** Script files (paths from the site's root). */
  code: string[];
  /** Translation namespaces. */
  namespaces: readonly string[];
}

/** A screen inside the frame: besides its first view, the files of the parts it fetches on demand. */
export interface FrameScreenView extends FirstView {
  /** Script files of what the screen shows once fetched on demand (its grid), less `code`. */
  parts: string[];
}

/**
 * The page's description of the first screens (read by `src/app/preload-first-screen.js`), written
 * into `<meta name="first-screen">` as JSON.
 */
export interface FirstScreenPlan {
  signIn: FirstView & { path: string };
  frame: FirstView & {
    /** Each screen inside the frame by route path (`/apps/list/view/:id`): what it needs besides the frame. */
    screens: Readonly<Record<string, FrameScreenView>>;
  };
  languages: readonly string[];
  fallbackLanguage: string;
  /** i18next's `loadPath`, `{{lng}}` and `{{ns}}` to fill in. */
  translationsPath: string;
}

export interface FirstScreenOptions {
  /** The script that reads the description and preloads (a path from the project's root). */
  script: string;
  signIn: { path: string; chunks: readonly string[]; namespaces: readonly string[] };
  frame: {
    chunks: readonly string[];
    namespaces: readonly string[];
    /**
     * Each screen by route path: its route module (a path under `routesDir`, without `.tsx`), and
     * the parts of its first view it fetches on demand (paths under `partsDir`, without `.tsx`).
     */
    screens: Readonly<
      Record<string, { module: string; namespaces: readonly string[]; parts?: readonly string[] }>
    >;
    routesDir: string;
    partsDir: string;
  };
  /** The namespace every screen loads at start. */
  defaultNamespace: string;
  languages: readonly string[];
  fallbackLanguage: string;
  translationsPath: string;
}

/** The files the chunks `wanted` load, themselves and their static imports, less the entry's. */
function closureOf(
  bundle: Rollup.OutputBundle,
  wanted: (chunk: Rollup.OutputChunk) => boolean,
): string[] {
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
  const start = chunks.filter((chunk) => !chunk.isEntry && wanted(chunk));
  return [...collect(start)].filter((file) => !loadedByEntry.has(file)).sort();
}

const named = (names: readonly string[]) => (chunk: Rollup.OutputChunk) =>
  names.includes(chunk.name);

const isModule = (id: string | null, path: string) =>
  id?.replaceAll('\\', '/').endsWith(`/${path}`) ?? false;

/** The chunk `import()` of the module loads: its own. */
const ofModule = (path: string) => (chunk: Rollup.OutputChunk) =>
  isModule(chunk.facadeModuleId, path);

/** The chunk the module is in: its own, or a group the chunk plan put it in. */
const holding = (path: string) => (chunk: Rollup.OutputChunk) =>
  chunk.moduleIds.some((id) => isModule(id, path));

export function firstScreenPlan(
  bundle: Rollup.OutputBundle,
  base: string,
  options: FirstScreenOptions,
): FirstScreenPlan {
  const { signIn, frame, defaultNamespace } = options;
  const frameCode = closureOf(bundle, named(frame.chunks));
  const screenCode = (module: string) =>
    closureOf(bundle, holding(`${frame.routesDir}/${module}.tsx`)).filter(
      (file) => !frameCode.includes(file),
    );
  /** The parts' files, less those the frame and the screen's own code (`before`) already load. */
  const partsCode = (parts: readonly string[], before: string[]) => {
    const files = parts.flatMap((part) => {
      const path = `${frame.partsDir}/${part}.tsx`;
      const found = closureOf(bundle, ofModule(path));
      if (found.length === 0)
        throw new Error(`No chunk of the build is ${path}'s own: is it imported on demand?`);
      return found;
    });
    return [...new Set(files)]
      .filter((file) => !frameCode.includes(file) && !before.includes(file))
      .sort();
  };
  const withBase = (files: string[]) => files.map((file) => `${base}${file}`);
  return {
    signIn: {
      path: signIn.path,
      code: withBase(closureOf(bundle, named(signIn.chunks))),
      namespaces: [defaultNamespace, ...signIn.namespaces],
    },
    frame: {
      code: withBase(frameCode),
      namespaces: [defaultNamespace, ...frame.namespaces],
      screens: Object.fromEntries(
        Object.entries(frame.screens).map(([path, screen]) => {
          const code = screenCode(screen.module);
          return [
            path,
            {
              code: withBase(code),
              namespaces: screen.namespaces,
              parts: withBase(partsCode(screen.parts ?? [], code)),
            },
          ];
        }),
      ),
    },
    languages: options.languages,
    fallbackLanguage: options.fallbackLanguage,
    translationsPath: options.translationsPath,
  };
}

/**
 * The preload script as the page carries it: minified, and in a function of its own so that none
 * of its names lands on `window`.
 */
export function inlineScript(source: string): string {
  const { code, errors } = minifySync('preload-first-screen.js', `(() => {\n${source}\n})();`);
  if (errors.length > 0)
    throw new Error(`The preload script does not parse: ${errors[0]!.message}`);
  return code.trim();
}

/**
 * A first visit fetches its screen's code and translations beside the entry, instead of once the
 * entry has run and the router and i18next have asked for them: the built page describes the
 * sign-in screen and the signed-in frame, and a small script inline in the page preloads what the
 * address and the stored session need. It runs as the page is parsed, with no request of its own,
 * and carries the page's nonce, which the Content-Security-Policy asks of an inline script
 * (docs/security.md). The dev server is left alone.
 */
export function firstScreenPreloadPlugin(options: FirstScreenOptions): Plugin {
  let base = '/';
  let script = '';
  return {
    name: 'london-clinic:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      script = inlineScript(readFileSync(resolve(config.root, options.script), 'utf8'));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: {
                name: FIRST_SCREEN_META,
                content: JSON.stringify(firstScreenPlan(bundle, base, options)),
              },
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { nonce: NONCE_PLACEHOLDER },
              children: script,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
