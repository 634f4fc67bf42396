// @vitest-environment node
// The offline back end (200 members), at its public port as `npm start` serves it (Prism validating
// in front of the store), passes contract:check (also as every role) and contract:fuzz with 0
// findings, writes included, and what the writes leave behind is listed. Each run's result is
// recorded for the probes of docs/reliability.md.
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it, type TestContext } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ADMIN, SEED_DAY, startOfflineBackEnd } from '../../mocks/serve.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { runFuzz } from './lib/fuzz-run.mjs';
import { endsSession } from './lib/ends-session.ts';
import type { OfflineRecord } from './lib/probe-record.ts';

// contract:fuzz sends an edge at and past every bound the contract declares, and its hardening
// probes: a minute and more on a shared 2-core machine.
const TIMEOUT = { timeout: 300_000 };
let backEnd: Awaited<ReturnType<typeof startOfflineBackEnd>> | undefined;
let target = '';
let token = '';

/** A token of the offline back end for the account. */
async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${target}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await answer.json();
  return typeof body === 'object' && body && 'token' in body && typeof body.token === 'string'
    ? body.token
    : '';
}

/** A port nobody listens on, so this test never meets a developer's own servers. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Row {
  operation: string;
  verdict: string;
  causes?: string[];
}

/** The rows that are findings (sign-out is skipped: it would end the run's session). */
const findings = (rows: Row[]) => rows.filter((r) => r.verdict !== 'pass' && !endsSession(r));

/** The run's result, recorded in the test's meta before it is judged. */
function record(
  task: TestContext['task'],
  command: string,
  report: { operations: Row[]; probes?: Record<string, number> },
  extra: Partial<OfflineRecord> = {},
): Row[] {
  const found = findings(report.operations);
  task.meta.offline = {
    command,
    findings: found.length,
    causes: Object.fromEntries(
      [...new Set(found.flatMap((r) => r.causes ?? []))].map((cause) => [
        cause,
        found.filter((r) => r.causes?.includes(cause)).length,
      ]),
    ),
    operations: report.operations.length,
    ...(report.probes ? { probes: report.probes } : {}),
    ...extra,
  };
  return found;
}

beforeAll(async () => {
  const [port, storePort, prismPort] = await Promise.all([freePort(), freePort(), freePort()]);
  backEnd = await startOfflineBackEnd({
    port,
    storePort,
    prismPort,
    members: 200,
    today: SEED_DAY,
    quiet: true,
  });
  target = `http://127.0.0.1:${port}`;
  token = await signIn(DEMO_ADMIN);
}, 60_000);

afterAll(async () => {
  backEnd?.prism.kill();
  backEnd?.front.close();
  await backEnd?.store.close();
});

const options = () => ({
  target,
  contract: DEFAULT_CONTRACT,
  allowWrites: true,
  maxResponseMs: 10_000,
});

it('passes contract:check --role as every role with 0 findings', TIMEOUT, async ({ task }) => {
  // Before the other runs: their sign-in attempts with the contract's example passwords and the
  // check's password change would lock out or sign out the demo accounts.
  const roles: { name: string; token: string }[] = [];
  for (const [name, account] of Object.entries(DEMO_ACCOUNTS))
    roles.push({ name, token: await signIn(account) });
  expect(roles.filter((role) => role.token === '')).toEqual([]);
  const report = await runCheck({ ...options(), roles, credentials: DEMO_ADMIN });
  const roleNames = roles.map((role) => role.name);
  expect(record(task, 'contract:check --role', report, { roles: roleNames })).toEqual([]);
});

it('passes contract:check with 0 findings', TIMEOUT, async ({ task }) => {
  // The seeded store, as the role matrix's writes (a staff member added with the contract's
  // example address, a request for approval decided) would refuse the check's examples.
  backEnd?.store.reset();
  const report = await runCheck({ ...options(), credentials: DEMO_ADMIN });
  expect(record(task, 'contract:check', report)).toEqual([]);
  expect(report.cleanup.deleted).toHaveLength(1);
  expect(report.cleanup.leftBehind.join('\n')).toMatch(/redeemed/);
});

it(
  'passes contract:fuzz with 0 findings and deletes the broadcasts it sent',
  TIMEOUT,
  async ({ task }) => {
    expect(token).not.toBe('');
    // The fuzzer meets the seeded store, as the check did: the check's writes (a staff member added
    // with the contract's example address, a request for approval decided) would refuse its examples.
    backEnd?.store.reset();
    const report = await runFuzz({ ...options(), token, runs: 20, seed: 2026 });
    expect(record(task, 'contract:fuzz', report)).toEqual([]);
    expect(report.cleanup.deleted.length).toBeGreaterThan(1);
    expect(report.cleanup.leftBehind.join('\n')).not.toMatch(/broadcast/);
  },
);

it('answers a request Prism refuses on its own as the contract declares', TIMEOUT, async () => {
  const noToken = await fetch(`${target}/api/missions`);
  expect(noToken.status).toBe(401);
  expect(noToken.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await noToken.json()).toMatchObject({ error: 'No token provided' });
  const invalid = await fetch(`${target}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 1 }),
  });
  expect(invalid.status).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: expect.any(String) });
});
