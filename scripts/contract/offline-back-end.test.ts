// @vitest-environment node
// The offline back end (mocks/store, 200 members) passes contract:check and contract:fuzz with
// 0 findings, writes included, and what the writes leave behind is listed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStore } from '../../mocks/store/server.ts';
import { DEMO_ADMIN } from '../../mocks/serve.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { runFuzz } from './lib/fuzz-run.mjs';

const TIMEOUT = { timeout: 60_000 };
let store: Awaited<ReturnType<typeof startStore>> | undefined;
let token = '';

interface Row {
  operation: string;
  verdict: string;
}

beforeAll(async () => {
  store = await startStore({ members: 200 });
  const answer = await fetch(`${store.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const body: unknown = await answer.json();
  if (typeof body === 'object' && body && 'token' in body && typeof body.token === 'string')
    token = body.token;
}, 60_000);

afterAll(async () => {
  await store?.close();
});

const options = () => ({
  target: store?.url ?? '',
  contract: DEFAULT_CONTRACT,
  allowWrites: true,
  maxResponseMs: 10_000,
});

it('passes contract:check with 0 findings', TIMEOUT, async () => {
  const report = await runCheck({ ...options(), credentials: DEMO_ADMIN });
  expect((report.operations as Row[]).filter((r) => r.verdict !== 'pass')).toEqual([]);
  expect(report.cleanup.deleted).toHaveLength(1);
  expect(report.cleanup.leftBehind.join('\n')).toMatch(/redeemed/);
});

it('passes contract:fuzz with 0 findings and deletes the broadcasts it sent', TIMEOUT, async () => {
  expect(token).not.toBe('');
  const report = await runFuzz({ ...options(), token, runs: 20, seed: 2026 });
  expect((report.operations as Row[]).filter((r) => r.verdict !== 'pass')).toEqual([]);
  expect(report.cleanup.deleted.length).toBeGreaterThan(1);
  expect(report.cleanup.leftBehind.join('\n')).not.toMatch(/broadcast/);
});
