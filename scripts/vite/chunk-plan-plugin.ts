import { build, type Plugin } from 'vite';
import {
  CHUNK_GROUPS,
  planChunks,
  type ChunkGroup,
  type FirstPassChunk,
  type PlanLandmarks,
} from './chunk-plan';

/** Set while the first pass builds, so that its own copy of this plugin stands aside. */
const FIRST_PASS = 'LONDON_CLINIC_CHUNK_PLAN_FIRST_PASS';

/** Builds the app split the default way, in memory, and records its chunks. */
async function firstPass(configFile: string | undefined, mode: string): Promise<FirstPassChunk[]> {
  const chunks: FirstPassChunk[] = [];
  const record: Plugin = {
    name: 'london-clinic:chunk-plan-record',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const facade = output.facadeModuleId;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: facade,
          imports: output.imports,
          moduleIds: output.moduleIds,
          size: output.code.length,
          dynamicImporters: (facade && this.getModuleInfo(facade)?.dynamicImporters) || [],
        });
      }
    },
  };
  process.env[FIRST_PASS] = '1';
  try {
    await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false },
      plugins: [record],
    });
  } finally {
    delete process.env[FIRST_PASS];
  }
  return chunks;
}

/**
 * Groups the production build's modules by the plan of `chunk-plan.ts`: a first build (in memory,
 * as long again as the build) shows which code each route loads; the real build then puts together
 * what always loads together. The dev server and the tests' builds of single modules are left alone.
 */
export function chunkPlanPlugin(landmarks: PlanLandmarks): Plugin {
  let plan = new Map<string, ChunkGroup>();
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'london-clinic:chunk-plan',
    apply: (_config, { command }) => command === 'build' && !process.env[FIRST_PASS],
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: CHUNK_GROUPS.map((name) => ({
                name,
                test: (id: string) => plan.get(id) === name,
                // A module goes where the plan puts it, not where a module importing it went.
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    }),
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      plan = planChunks(await firstPass(configFile, mode), landmarks);
    },
  };
}
