import { writeFileSync } from 'node:fs';
import base from './vite.config';
const cfg: any = typeof base === 'function' ? await (base as any)({ command: 'build', mode: 'production' }) : base;
cfg.plugins = [...(cfg.plugins ?? []), {
  name: 'dump', generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: Record<string, any> = {};
    for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') out[f] = { facade: c.facadeModuleId, imports: c.imports, dyn: c.dynamicImports, modules: Object.fromEntries(Object.entries(c.modules).map(([m, i]: any) => [m, i.renderedLength])) };
    writeFileSync('/tmp/prof/modules.json', JSON.stringify(out));
  } }];
export default cfg;
