// @vitest-environment node
// contract:check against the Prism mock of the contract itself: it must pass, writes included.
import { OPERATION_ROLES } from '../../generated/roles.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { startPrism } from './lib/prism.mjs';
import { endsSession } from './lib/ends-session.ts';

/** Every operation of the contract is checked once. */
const OPERATIONS = Object.keys(OPERATION_ROLES).length;

let mock: Awaited<ReturnType<typeof startPrism>> | undefined;

beforeAll(async () => {
  mock = await startPrism('mock', DEFAULT_CONTRACT);
}, 30_000);

afterAll(async () => {
  await mock?.stop();
});

it('passes against the Prism mock', { timeout: 30_000 }, async () => {
  const report = await runCheck({
    target: mock?.url ?? '',
    contract: DEFAULT_CONTRACT,
    token: 'any-token',
    // With the password too: a password change is checked by setting the same one again.
    credentials: { email: 'admin@londonclinic.example', password: 'correct-horse-battery-staple' },
    allowWrites: true,
    ids: { message: '67d3e4f5a6b7c8d9e0f1a201' },
  });
  const notPassing = report.operations.filter(
    (r: { verdict: string; operation: string }) => r.verdict !== 'pass' && !endsSession(r),
  );
  expect(notPassing).toEqual([]);
  expect(report.operations).toHaveLength(OPERATIONS);
});
