import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Translation namespaces of `npm start`'s developer panel: public/ has them, a build leaves them out. */
export const DEV_ONLY_NAMESPACES = ['devPanel'];

/**
 * Removes the developer panel's strings from the build's copy of public/locales: the panel itself
 * is dropped with its `import.meta.env.DEV` branch (src/app/app.tsx), and no byte of it ships
 * (tests/dev-panel-absent.spec.ts).
 */
export function devOnlyStringsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'london-clinic:dev-only-strings',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const locales = resolve(config.root, config.build.outDir, 'locales');
      for (const language of readdirSync(locales))
        for (const namespace of DEV_ONLY_NAMESPACES)
          rmSync(join(locales, language, `${namespace}.json`), { force: true });
    },
  };
}
