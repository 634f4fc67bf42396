// @vitest-environment node
// The offline back end (200 members), at its public port as `npm start` serves it (Prism validating
// in front of the store), passes contract:check and contract:fuzz with 0 findings, writes included,
// and what the writes leave behind is listed.
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN, startOfflineBackEnd } from '../../mocks/serve.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { runFuzz } from './lib/fuzz-run.mjs';
import { endsSession } from './lib/ends-session.ts';

// contract:fuzz sends an edge at and past every bound the contract declares, and its hardening
// probes: a minute and more on a shared 2-core machine.
const TIMEOUT = { timeout: 180_000 };
let backEnd: Awaited<ReturnType<typeof startOfflineBackEnd>> | undefined;
let target = '';
let token = '';

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
}

beforeAll(async () => {
  const [port, storePort, prismPort] = await Promise.all([freePort(), freePort(), freePort()]);
  backEnd = await startOfflineBackEnd({ port, storePort, prismPort, members: 200, quiet: true });
  target = `http://127.0.0.1:${port}`;
  const answer = await fetch(`${target}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const body: unknown = await answer.json();
  if (typeof body === 'object' && body && 'token' in body && typeof body.token === 'string')
    token = body.token;
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

it('passes contract:check with 0 findings', TIMEOUT, async () => {
  const report = await runCheck({ ...options(), credentials: DEMO_ADMIN });
  expect(
    (report.operations as Row[]).filter((r) => r.verdict !== 'pass' && !endsSession(r)),
  ).toEqual([]);
  expect(report.cleanup.deleted).toHaveLength(1);
  expect(report.cleanup.leftBehind.join('\n')).toMatch(/redeemed/);
});

it('passes contract:fuzz with 0 findings and deletes the broadcasts it sent', TIMEOUT, async () => {
  expect(token).not.toBe('');
  // The fuzzer meets the seeded store, as the check did: the check's writes (a staff member added
  // with the contract's example address, a request for approval decided) would refuse its examples.
  backEnd?.store.reset();
  const report = await runFuzz({ ...options(), token, runs: 20, seed: 2026 });
  expect(
    (report.operations as Row[]).filter((r) => r.verdict !== 'pass' && !endsSession(r)),
  ).toEqual([]);
  expect(report.cleanup.deleted.length).toBeGreaterThan(1);
  expect(report.cleanup.leftBehind.join('\n')).not.toMatch(/broadcast/);
});

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
