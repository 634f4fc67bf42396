// @vitest-environment node
// `npm run mock` from the command line: a scenario, a latency and a fault given at start are in
// place at the first answer; an unknown scenario, a fault the contract does not allow and a
// recording target that does not answer each end the command with a clear message (exit code 2).
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './serve.mjs';
import { freePort } from './lib/prism.mjs';

const running = new Set<ReturnType<typeof spawn>>();
afterEach(() => {
  for (const child of running) child.kill('SIGTERM');
  running.clear();
});

/** `node mocks/serve.mjs ARGS` on free ports; its output as it comes, and how it ended. */
async function mock(args: string[]) {
  const port = await freePort();
  const ports = ['--port', String(port), '--store-port', String(await freePort())];
  const child = spawn(
    process.execPath,
    ['mocks/serve.mjs', ...ports, '--prism-port', String(await freePort()), ...args],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, output: () => output, ended };
}

describe('npm run mock', () => {
  it('starts in the scenario, with the latency and the fault given', async () => {
    const started = await mock([
      '--scenario',
      'empty',
      '--latency',
      '20',
      '--fault',
      '{"operationId":"listRewards","status":500,"times":1}',
    ]);
    await expect.poll(started.output, { timeout: 60_000 }).toContain('Prism validates on');
    const control = async (path: string) =>
      (await (await fetch(`${started.url}/__mock/${path}`)).json()) as Record<string, unknown>;
    expect(await control('scenario')).toMatchObject({ current: 'empty' });
    expect(await control('faults')).toMatchObject({
      latency: 20,
      faults: [{ operationId: 'listRewards', status: 500, remaining: 1 }],
    });
    const { token } = (await (
      await fetch(`${started.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      })
    ).json()) as { token: string };
    const rewards = () =>
      fetch(`${started.url}/api/rewards/get`, { headers: { authorization: `Bearer ${token}` } });
    expect((await rewards()).status).toBe(500);
    const after = await rewards();
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ rewards: [] });
  }, 90_000);

  it.each([
    [
      ['--scenario', 'christmas'],
      'Offline back end not started: Unknown scenario "christmas"; scenarios: empty, default, busy-day, end-of-year, large, or a recorded FILE.json',
    ],
    [
      ['--scenario', 'empty', '--fault', '{"operationId":"launchRocket","status":500}'],
      'Offline back end not started: Unknown operationId "launchRocket": GET /__mock/operations lists the contract\'s operations',
    ],
    [
      ['--scenario', 'empty', '--fault', '{"method":"GET","path":"/api/rockets","drop":true}'],
      'Offline back end not started: The contract has no operation at GET /api/rockets',
    ],
    [
      ['--scenario', 'empty', '--fault', 'listRewards'],
      'Offline back end not started: --fault takes the JSON object POST /__mock/faults takes',
    ],
    [
      ['--today', 'tomorrow'],
      'Offline back end not started: --today takes a date from 2010 to 2099 as YYYY-MM-DD, such as 2026-11-22; not "tomorrow"',
    ],
    [
      ['--today', '2026-02-30'],
      'Offline back end not started: --today takes a date from 2010 to 2099 as YYYY-MM-DD, such as 2026-11-22; not "2026-02-30"',
    ],
  ])(
    '%j: says why and does not start',
    async (args, message) => {
      const refused = await mock(args);
      expect(await refused.ended).toBe(2);
      expect(refused.output()).toContain(message);
      expect(refused.output()).not.toContain('    at ');
    },
    30_000,
  );

  it('a recording target that does not answer: nothing recorded, and why', async () => {
    const target = `http://127.0.0.1:${await freePort()}`;
    const recording = await mock(['--record', target, '--token', 't', '--out', '/dev/null']);
    expect(await recording.ended).toBe(2);
    expect(recording.output()).toContain(
      `Nothing recorded: The back end at ${target} does not answer (connect ECONNREFUSED`,
    );
  }, 60_000);
});
