// The back end for development and tests: `npm run mock [-- --port N]`.
//   default   the offline back end: the in-memory store (mocks/store/) on an internal port, and
//             `prism proxy --errors` in front of it, so every request and every answer is checked
//             against openapi/openapi.yaml; the public port (mocks/front.mjs) hands what Prism
//             refuses on its own (no token, an invalid request) to the store, which answers as
//             the contract declares.
//   --plain   Prism alone, answering from the contract's named examples (the browser suite's
//             fault matrix uses it).
// Options: --store-port N (default: port + 1), --prism-port N (default: port + 2), --members N,
//          --messages N, --seed S, --today YYYY-MM-DD (the day the seeded history ends; default the
//          day it starts, UTC), --latency MS, --scenario NAME|FILE.json (mocks/store/seed/scenarios.ts),
//          --fault JSON (as `POST /__mock/faults` takes it; repeatable).
//   --record URL --token T [--anonymise] [--out FILE]   a real back end into a scenario file.
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
/** The day the seed is written for: tests that read seeded values start the back end on it. */
export { SEED_DAY } from './store/seed/today.ts';

/** Prism alone, answering from the contract's examples. */
export function startMock(port, { quiet = false } = {}) {
  return startNode(PRISM(), ['mock', CONTRACT, '--host', '127.0.0.1', '--port', String(port)], {
    name: 'prism',
    quiet,
  });
}

/** A `--fault` argument: the JSON object `POST /__mock/faults` takes (mocks/README.md). */
function faultOf(json) {
  let fault;
  try {
    fault = JSON.parse(json);
  } catch {
    // Said below.
  }
  if (typeof fault !== 'object' || fault === null || Array.isArray(fault))
    throw new Error(
      `--fault takes the JSON object POST /__mock/faults takes, such as '{"operationId":"listRewards","status":500}'; not ${json}`,
    );
  return fault;
}

/**
 * The offline back end: the store in this process, Prism's validating proxy as a child.
 * Resolves once the public port listens; `{ prism, store, front }`. A fault or scenario the store
 * refuses rejects with its reason before Prism starts.
 * @param {{ port: number, storePort?: number, prismPort?: number, members?: number,
 *   messages?: number, seed?: number, today?: string, latency?: number, scenario?: string,
 *   faults?: string[],
 *   quiet?: boolean }} options
 */
export async function startOfflineBackEnd({
  port,
  storePort = port + 1,
  prismPort = port + 2,
  members,
  messages,
  seed,
  today,
  latency,
  scenario,
  faults = [],
  quiet = false,
}) {
  const { startStore } = await import('./store/server.ts');
  const store = await startStore({
    port: storePort,
    members,
    messages,
    seed,
    today,
    latency,
    scenario,
  });
  try {
    for (const fault of faults) store.control.arm(faultOf(fault));
  } catch (error) {
    await store.close();
    throw error;
  }
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
    control: store.control,
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
      today: { type: 'string' },
      latency: { type: 'string' },
      scenario: { type: 'string' },
      fault: { type: 'string', multiple: true, default: [] },
      record: { type: 'string' },
      token: { type: 'string' },
      anonymise: { type: 'boolean', default: false },
      out: { type: 'string', default: 'recorded-scenario.json' },
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
    today: values.today,
    latency: number(values.latency),
    scenario: values.scenario,
    faults: values.fault,
    record: values.record,
    token: values.token,
    anonymise: values.anonymise,
    out: values.out,
  };
}

/**
 * `--record URL --token T [--anonymise] [--out FILE]`: reads the target's lists into a scenario
 * file (mocks/store/record.ts), reports each answer the contract refused, and exits.
 */
async function recordTarget({ record: target, token, anonymise, out }) {
  const { record, writeScenario } = await import('./store/record.ts');
  if (!token) throw new Error('--record needs --token T (a token the target back end accepts)');
  const { scenario, refused } = await record({ target, token, anonymise });
  writeScenario(out, scenario);
  console.log(
    `  Recorded ${scenario.members.length} members, ${scenario.missions.length} missions, ` +
      `${scenario.rewards.length} rewards, ${scenario.messages.length} messages, ` +
      `${scenario.advertisements.length} banners from ${target} into ${out}` +
      (anonymise ? ' (names, e-mails and phones replaced)' : ''),
  );
  for (const r of refused)
    console.log(`  Not kept: ${r.operationId} GET ${r.path} (${r.status}): ${r.reason}`);
  console.log(`  Replay: npm run mock -- --scenario ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseMockArgs();
  if (options.record)
    await recordTarget(options).catch((error) => {
      console.error(`  Nothing recorded: ${error.message}`);
      process.exit(2);
    });
  else if (options.plain) stopTogether([startMock(options.port)]);
  else {
    const started = performance.now();
    const { prism, store } = await startOfflineBackEnd(options).catch((error) => {
      // An unknown --scenario or a --fault the store refuses, say: the reason, not a stack.
      console.error(`  Offline back end not started: ${error.message}`);
      process.exit(2);
    });
    stopTogether([prism]);
    process.on('exit', () => void store.close());
    console.log(
      `  Offline back end: store seeded in ${Math.round(performance.now() - started)} ms on ${store.url}; ` +
        `Prism validates on http://127.0.0.1:${options.port}/`,
    );
  }
}
