// @vitest-environment node
// contract:check against the two fixture servers: the faithful one passes, each fault of the
// wrong one is reported by operation and field, and the setup errors read clearly.
import { OPERATION_ROLES } from '../../generated/roles.ts';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from './fixtures/example-server.mjs';
import { FAULTS, startWrongServer } from './fixtures/wrong-server.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { freePort } from './lib/prism.mjs';
import { endsSession } from './lib/ends-session.ts';

/** Every operation of the contract is checked once. */
const OPERATIONS = Object.keys(OPERATION_ROLES).length;

const TIMEOUT = { timeout: 30_000 };
const MESSAGE_ID = '67d3e4f5a6b7c8d9e0f1a201';

interface Row {
  operation: string;
  verdict: string;
  status: number | null;
  note: string;
  violations: { field: string; expected: string; problem: string }[];
}

const servers: { url: string; close: () => Promise<unknown> }[] = [];
let faithful = '';
let wrong = '';
let guarded = '';
const out = mkdtempSync(join(tmpdir(), 'contract-check-'));

const TOKEN = 'the-right-token';

beforeAll(async () => {
  servers.push(
    await startExampleServer({ token: TOKEN }),
    await startWrongServer({ token: TOKEN }),
  );
  servers.push(await startExampleServer({ token: TOKEN }));
  [faithful, wrong, guarded] = servers.map((s) => s.url) as [string, string, string];
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(out, { recursive: true, force: true });
});

function check(target: string, extra: Record<string, unknown> = {}) {
  return runCheck({ target, contract: DEFAULT_CONTRACT, token: TOKEN, ...extra });
}

/** Runs the command as a child, without blocking the servers that live in this process. */
function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/contract/check.mjs', ...args],
      { timeout: 30_000 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}

describe('contract:check', () => {
  it('passes every operation of the faithful server, writes included', TIMEOUT, async () => {
    // With the password too: a password change is checked by setting the same one again.
    const report = await check(faithful, {
      allowWrites: true,
      ids: { message: MESSAGE_ID },
      credentials: {
        email: 'admin@londonclinic.example',
        password: 'correct-horse-battery-staple',
      },
    });
    const rows = report.operations as Row[];
    expect(rows).toHaveLength(OPERATIONS);
    expect(rows.filter((r) => r.verdict !== 'pass' && !endsSession(r))).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('reports each fault of the wrong server by operation and field', TIMEOUT, async () => {
    const report = await check(wrong);
    const rows = report.operations as Row[];
    for (const fault of FAULTS) {
      const row = rows.find((r) => r.operation === fault.operation);
      expect(row?.verdict, fault.fault).toBe('fail');
      expect(
        row?.violations.map((v) => v.field),
        fault.fault,
      ).toContain(fault.field);
    }
    const failed = rows.filter((r) => r.verdict === 'fail').map((r) => r.operation);
    expect(failed.sort()).toEqual(FAULTS.map((f) => f.operation).sort());
    const status = rows.find((r) => r.operation === 'getVisitHistory');
    expect(status?.status).toBe(202);
    expect(status?.violations[0]?.expected).toMatch(/one of 200, 400, 401, 403, 404, 500/);
    expect(report.ok).toBe(false);
  });

  it('skips the writes without --allow-writes and says how to include them', TIMEOUT, async () => {
    const report = await check(faithful);
    const skipped = (report.operations as Row[]).filter((r) => r.verdict === 'skipped');
    expect(skipped.map((r) => r.operation).sort()).toEqual(
      [
        'anonymiseMember',
        'bulkAdvertisements',
        'bulkMissions',
        'bulkRewards',
        'changeAdminPassword',
        'createAdvertisement',
        'createMission',
        'createPointsAdjustment',
        'deleteAdvertisement',
        'createReward',
        'createSavedView',
        'createStaffMember',
        'decideApproval',
        'deleteBroadcastMessage',
        'cancelBroadcastMessage',
        'exportMemberData',
        'deleteMission',
        'deleteReward',
        'deleteSavedView',
        'joinPointMission',
        'joinVisitMission',
        'reassignMember',
        'recordConsentChange',
        'recordPointVisit',
        'recordVisit',
        'redeemReward',
        'reorderAdvertisements',
        'reversePointsAdjustment',
        'reverseVisit',
        'sendBroadcast',
        'setApprovalLimit',
        'setDefaultSavedView',
        'signOut',
        'startMemberBulkJob',
        'reverseMemberBulkJob',
        'updateAdminMe',
        'updateAdvertisement',
        'updateBroadcastMessage',
        'updateMemberProfile',
        'updateMission',
        'updateReward',
        'updateSavedView',
        'updateStaffMember',
      ].sort(),
    );
    expect(skipped[0]?.note).toMatch(/--allow-writes/);
    expect(report.ok).toBe(true);
  });

  it('says the token was refused when every secured operation answers 401', TIMEOUT, async () => {
    const report = await check(guarded, { token: 'a-wrong-token' });
    expect(report.ok).toBe(false);
    expect(report.hints.join(' ')).toMatch(/token is wrong, expired or missing/);
    const members = (report.operations as Row[]).find((r) => r.operation === 'listMembers');
    expect(members).toMatchObject({ verdict: 'unreached', status: 401 });
  });

  it('prints the table and writes JSON and JUnit reports', TIMEOUT, async () => {
    const result = await cli(['--target', wrong, '--token', TOKEN, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/✗ FAIL\s+GET\s+\/api\/user\/\{id\}\s+200\s+getMember/);
    expect(result.stdout).toContain(
      '[answer breaks the contract] body.points: missing; expected a required field',
    );
    expect(result.stderr).toContain(`checking ${OPERATIONS}/${OPERATIONS}`);
    const json = JSON.parse(readFileSync(join(out, 'check.json'), 'utf8'));
    expect(json.summary).toEqual({ pass: 31, fail: 5, unreached: 0, skipped: 43 });
    const xml = readFileSync(join(out, 'check.junit.xml'), 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(OPERATIONS);
    expect(xml).toContain('failures="5"');
  });

  it('exits 2 with a clear message when the target does not answer', TIMEOUT, async () => {
    const port = await freePort();
    const result = await cli([
      '--target',
      `http://127.0.0.1:${port}`,
      '--token',
      't',
      '--out',
      out,
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/does not answer \(connect ECONNREFUSED/);
  });

  it('exits 2 on an unknown flag or a missing target', TIMEOUT, async () => {
    const unknown = await cli(['--target', faithful, '--tokn', 't']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown flag --tokn');
    const missing = await cli([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--target URL is required');
  });
});
