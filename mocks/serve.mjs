// The back end for development and tests: `npm run mock [-- --port N]`.
//   default   the offline back end: the in-memory store (mocks/store/) on an internal port, and
//             `prism proxy --errors` in front of it, so every request and every answer is checked
//             against openapi/openapi.yaml. The public port is a small gate (mocks/store/gate.ts)
//             that sends uploads and uploaded pictures to the store directly (Prism would change
//             their bytes) and everything else through Prism.
//   --plain   Prism alone, answering from the contract's named examples (the browser suite's
//             fault matrix uses it).
// Options: --store-port N (default: port + 1), --members N, --seed S, --latency MS.
import { parseArgs } from 'node:util';
import { freePort } from '../scripts/contract/lib/prism.mjs';
import { binPath, startNode, stopTogether } from '../scripts/lib/processes.mjs';

export const CONTRACT = 'openapi/openapi.yaml';
const PRISM = () => binPath('@stoplight/prism-cli', 'dist/index.js');

/** The demo accounts the offline back end signs in (README.md shows the administrator's). */
export const DEMO_ADMIN = {
  email: 'admin@londonclinic.example',
  password: 'correct-horse-battery-staple',
};
export const DEMO_STAFF = { email: 'reception@londonclinic.example', password: 'front-desk-only' };

/** Prism alone, answering from the contract's examples. */
export function startMock(port) {
  return startNode(PRISM(), ['mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port)], {
    name: 'prism',
  });
}

/**
 * The offline back end: the store and the gate in this process, Prism's validating proxy as a
 * child on a free port. Resolves once the store and the gate listen; `{ prism, store, gate }`.
 */
export async function startOfflineBackEnd({ port, storePort = port + 1, members, seed, latency }) {
  const { startStore } = await import('./store/server.ts');
  const { startGate } = await import('./store/gate.ts');
  const store = await startStore({ port: storePort, members, seed, latency });
  const prismPort = await freePort();
  const prism = startNode(
    PRISM(),
    ['proxy', CONTRACT, store.url, '--errors', '--host', '127.0.0.1', '--port', String(prismPort)],
    { name: 'prism proxy' },
  );
  const gate = await startGate({
    port,
    prismUrl: `http://127.0.0.1:${prismPort}`,
    storeUrl: store.url,
  });
  return { prism, store, gate };
}

const number = (value) => (value === undefined ? undefined : Number(value));

export function parseMockArgs(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      plain: { type: 'boolean', default: false },
      'store-port': { type: 'string' },
      members: { type: 'string' },
      seed: { type: 'string' },
      latency: { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
  return {
    plain: values.plain,
    port,
    storePort: number(values['store-port']) ?? port + 1,
    members: number(values.members),
    seed: number(values.seed),
    latency: number(values.latency),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseMockArgs();
  if (options.plain) stopTogether([startMock(options.port)]);
  else {
    const started = performance.now();
    const { prism, store, gate } = await startOfflineBackEnd(options);
    stopTogether([prism]);
    process.on('exit', () => {
      void gate.close();
      void store.close();
    });
    console.log(
      `  Offline back end: store seeded in ${Math.round(performance.now() - started)} ms on ${store.url}; ` +
        `Prism validates on http://127.0.0.1:${options.port}/`,
    );
  }
}
