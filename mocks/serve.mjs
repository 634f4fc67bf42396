// The back end for development and tests: `npm run mock [-- --port N]`.
//   default   the offline back end: the in-memory store (mocks/store/) on an internal port, and
//             `prism proxy --errors` in front of it, so every request and every answer is checked
//             against openapi/openapi.yaml; the public port (mocks/front.mjs) hands what Prism
//             refuses on its own (no token, an invalid request) to the store, which answers as
//             the contract declares.
//   --plain   Prism alone, answering from the contract's named examples (the browser suite's
//             fault matrix uses it).
// Options: --store-port N (default: port + 1), --prism-port N (default: port + 2), --members N,
//          --messages N, --seed S, --latency MS.
import { parseArgs } from 'node:util';
import { binPath, startNode, stopTogether, waitForHttp } from './lib/processes.mjs';
import { DEMO_ACCOUNTS } from './accounts.mjs';
import { startFront } from './front.mjs';

export const CONTRACT = 'openapi/openapi.yaml';
const PRISM = () => binPath('@stoplight/prism-cli', 'dist/index.js');

/** The demo accounts the offline back end signs in (README.md shows the administrator's). */
export const DEMO_ADMIN = {
  email: DEMO_ACCOUNTS.administrator.email,
  password: DEMO_ACCOUNTS.administrator.password,
};
/** The front desk (the former reception account). */
export const DEMO_STAFF = {
  email: DEMO_ACCOUNTS['front-desk'].email,
  password: DEMO_ACCOUNTS['front-desk'].password,
};
export { DEMO_ACCOUNTS };

/** Prism alone, answering from the contract's examples. */
export function startMock(port, { quiet = false } = {}) {
  return startNode(PRISM(), ['mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port)], {
    name: 'prism',
    quiet,
  });
}

/**
 * The offline back end: the store in this process, Prism's validating proxy as a child.
 * Resolves once the public port listens; `{ prism, store, front }`.
 * @param {{ port: number, storePort?: number, prismPort?: number, members?: number,
 *   messages?: number, seed?: number, latency?: number, quiet?: boolean }} options
 */
export async function startOfflineBackEnd({
  port,
  storePort = port + 1,
  prismPort = port + 2,
  members,
  messages,
  seed,
  latency,
  quiet = false,
}) {
  const { startStore } = await import('./store/server.ts');
  const store = await startStore({ port: storePort, members, messages, seed, latency });
  const prism = startNode(
    PRISM(),
    ['proxy', CONTRACT, store.url, '--errors', '--host', '127.0.0.1', '--port', String(prismPort)],
    { name: 'prism proxy', quiet },
  );
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  await waitForHttp(prismUrl);
  const front = await startFront({
    port,
    prismUrl,
    storeUrl: store.url,
  });
  prism.on('exit', () => front.close());
  return { prism, store, front };
}

const number = (value) => (value === undefined ? undefined : Number(value));

export function parseMockArgs(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      plain: { type: 'boolean', default: false },
      'store-port': { type: 'string' },
      'prism-port': { type: 'string' },
      members: { type: 'string' },
      messages: { type: 'string' },
      seed: { type: 'string' },
      latency: { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
  return {
    plain: values.plain,
    port,
    storePort: number(values['store-port']) ?? port + 1,
    prismPort: number(values['prism-port']) ?? port + 2,
    members: number(values.members),
    messages: number(values.messages),
    seed: number(values.seed),
    latency: number(values.latency),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseMockArgs();
  if (options.plain) stopTogether([startMock(options.port)]);
  else {
    const started = performance.now();
    const { prism, store } = await startOfflineBackEnd(options);
    stopTogether([prism]);
    process.on('exit', () => void store.close());
    console.log(
      `  Offline back end: store seeded in ${Math.round(performance.now() - started)} ms on ${store.url}; ` +
        `Prism validates on http://127.0.0.1:${options.port}/`,
    );
  }
}
