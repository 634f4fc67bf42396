// @vitest-environment node
// Who may call what, as the contract says: every operation called as every role through the
// offline back end's public side (Prism validating), by contract:check's role matrix; the
// expected answer of each cell (403 or not) comes from the operation's security requirement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_ROLES as GENERATED } from '../../generated/roles.ts';
import { runCheck } from '../../scripts/contract/lib/check-run.mjs';
import { DEFAULT_CONTRACT } from '../../scripts/contract/lib/contract.mjs';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { OPERATION_ROLES, ROLES, rolesOf } from './roles.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
/** A role's demo e-mail and password (mocks/README.md). */
const credentials = (role: keyof typeof DEMO_ACCOUNTS) => ({
  email: DEMO_ACCOUNTS[role].email,
  password: DEMO_ACCOUNTS[role].password,
});

beforeAll(async () => {
  backEnd = await startThroughPrism();
}, 60_000);
afterAll(async () => backEnd?.stop());

interface Row {
  operation: string;
  verdict: string;
  roles?: Record<string, number>;
  violations: unknown[];
}

describe('the roles of each operation', () => {
  it('are read from the contract, as the app reads them (generated/roles.ts)', () => {
    expect(ROLES).toEqual(['front-desk', 'programme-manager', 'auditor', 'administrator']);
    expect(Object.fromEntries(OPERATION_ROLES)).toEqual(GENERATED);
    expect(rolesOf('deleteMission')).toEqual(['programme-manager', 'administrator']);
    expect(rolesOf('signIn')).toBe('public');
  });

  it('refuses a role the operation does not name with the contract 403, naming who may', async () => {
    const token = await backEnd.signInAs(credentials('auditor'));
    const answer = await backEnd.call('DELETE', '/api/notification/64f0c1d2e3a4b5c6d7e8f901', {
      token,
    });
    expect(answer).toEqual({
      status: 403,
      type: expect.stringContaining('json'),
      data: {
        error: 'Admin access required',
        message: 'The auditor role may not do this; allowed: programme-manager, administrator.',
        allowedRoles: ['programme-manager', 'administrator'],
      },
    });
  });

  it(
    'answers every role of every operation as the contract says (contract:check --role, writes included)',
    { timeout: 180_000 },
    async () => {
      const roles = await Promise.all(
        ROLES.map(async (name) => ({ name, token: await backEnd.signInAs(credentials(name)) })),
      );
      const report = await runCheck({
        target: backEnd.url,
        contract: DEFAULT_CONTRACT,
        roles,
        allowWrites: true,
        credentials: credentials('administrator'),
        maxResponseMs: 20_000,
      });
      const rows = report.operations as Row[];
      expect(rows.filter((r) => r.verdict !== 'pass')).toEqual([]);
      // Every secured operation was called as all four roles, each refused exactly when the
      // contract does not name it.
      for (const [operation, allowed] of OPERATION_ROLES) {
        const row = rows.find((r) => r.operation === operation);
        if (allowed === 'public') {
          expect(row?.roles, operation).toBeUndefined();
          continue;
        }
        const refused = ROLES.filter((role) => row?.roles?.[role] === 403);
        expect(refused, operation).toEqual(ROLES.filter((role) => !allowed.includes(role)));
      }
    },
  );
});
