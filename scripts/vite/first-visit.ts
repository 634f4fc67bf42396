import type { Plugin, Rolldown } from 'vite';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ELEMENT_PAGES, SCREEN_LIST, routeModuleOf } from '../../src/lib/screens';

/**
 * A direct visit's screen, discoverable from the page: the build writes into index.html a small
 * script that reads the address, and asks for that screen's code (`modulepreload`) and its
 * translations (`preload`) while the entry is still arriving, instead of after the entry has run
 * and the router has matched. Without a session a framed screen asks for the sign-in's instead
 * (where RequireSession sends the admin). Made from the screen registry and the bundle: nothing
 * to keep by hand. The dev server is left alone.
 */

/** One address: its pattern, the files of its screen, its namespaces, and whether it needs a session. */
export type FirstVisit = readonly [
  pattern: string,
  files: string[],
  namespaces: string[],
  framed: 0 | 1,
];

export type FirstVisitTable = {
  /** Each screen's address, most specific first; the last is the page for an unknown address. */
  screens: FirstVisit[];
  /** The index in `screens` of the sign-in (framed screens without a session). */
  signIn: number;
  languages: readonly string[];
  /** The language i18next falls back to (src/i18n/i18n.ts). */
  fallback: string;
  /** The translations' address, `{{lng}}` and `{{ns}}` to fill. */
  translations: string;
};

type Chunk = Rolldown.OutputChunk;

/** A route path as a regular expression on `location.pathname`. */
export function patternOf(path: string): string {
  if (path === '*') return '';
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${pattern}/?$`;
}

/** The files a chunk needs before it runs: itself and its static imports, all the way down. */
function closure(chunk: Chunk, byName: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = byName.get(name);
    if (imported) closure(imported, byName, into);
  }
  return into;
}

/** The table the page's script reads, from the bundle and the screen registry. */
export function firstVisitTable(
  bundle: Rolldown.OutputBundle,
  {
    base = '/',
    languages,
    fallback,
  }: { base?: string; languages: readonly string[]; fallback: string },
): FirstVisitTable {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = (file: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${file}`));
    if (!chunk) throw new Error(`first visit: no chunk for src/${file}`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first visit: no entry chunk');
  const loaded = closure(entry, byName);
  const filesOf = (...modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) closure(byModule(module), byName, files);
    return [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
  };
  const frame = 'app/layouts/dashboard-layout.tsx';

  const screens: FirstVisit[] = SCREEN_LIST.flatMap((screen) => {
    const framed = screen.layout === 'frame';
    const namespaces = [...new Set(['common', ...(framed ? ['shell'] : []), ...screen.namespaces])];
    const visit = (path: string, module: string): FirstVisit => [
      patternOf(path),
      framed ? filesOf(frame, module) : filesOf(module),
      namespaces,
      framed ? 1 : 0,
    ];
    if (screen.id === 'element')
      return ELEMENT_PAGES.map((page) =>
        visit(screen.path.replace(':page', page), `app/routes/elements/${page}.tsx`),
      );
    return [visit(screen.path, `app/routes/${routeModuleOf(screen.id)}.tsx`)];
  });
  // The page for an unknown address matches last.
  screens.sort((a, b) => Number(a[0] === '') - Number(b[0] === ''));
  const signIn = SCREEN_LIST.findIndex((screen) => screen.id === 'signIn');
  return {
    screens,
    signIn: screens.findIndex(([pattern]) => pattern === patternOf(SCREEN_LIST[signIn]!.path)),
    languages,
    fallback,
    translations: `${base}locales/{{lng}}/{{ns}}.json`,
  };
}

/**
 * The page's script: matches the address, picks the language as i18next will (the address's
 * `lng`, the stored choice, the browser's languages; Arabic is `ae`), and adds the links.
 */
export function firstVisitScript(table: FirstVisitTable): string {
  const run = (t: FirstVisitTable) => {
    const path = location.pathname;
    let visit = t.screens.find(([pattern]) => pattern === '' || new RegExp(pattern).test(path));
    if (visit?.[3] && !localStorage.getItem('token')) visit = t.screens[t.signIn];
    if (!visit) return;
    const asked = [
      new URLSearchParams(location.search).get('lng'),
      localStorage.getItem('i18nextLng'),
      ...navigator.languages,
    ];
    const language =
      asked
        .map((code) => (code ?? '').split(/[-_]/)[0]!.toLowerCase())
        .map((code) => (code === 'ar' ? 'ae' : code))
        .find((code) => t.languages.includes(code)) ?? t.fallback;
    const add = (rel: string, href: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (rel === 'preload') {
        link.setAttribute('as', 'fetch');
        link.setAttribute('crossorigin', 'anonymous');
      }
      document.head.appendChild(link);
    };
    for (const file of visit[1]) add('modulepreload', file);
    // i18next loads the fallback language beside the chosen one, and waits for both.
    for (const code of new Set([language, t.fallback]))
      for (const namespace of visit[2])
        add('preload', t.translations.replace('{{lng}}', code).replace('{{ns}}', namespace));
  };
  return `(${run.toString()})(${JSON.stringify(table)})`;
}

/** `fallback`: the language i18next falls back to (FALLBACK_LANGUAGE). */
export function firstVisitPlugin({ fallback }: { fallback: string }): Plugin {
  let base = '/';
  let languages: string[] = [];
  return {
    name: 'london-clinic:first-visit',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // The languages the app serves translations for (public/locales/<language>/).
      languages = readdirSync(join(config.publicDir, 'locales'));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const script = firstVisitScript(
          firstVisitTable(context.bundle, { base, languages, fallback }),
        );
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
