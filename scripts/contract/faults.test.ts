// @vitest-environment node
// The faults the shape checks alone pass green: one small server per fault class (a refused valid
// request, a lost id, ignored auth, an accepted blank broadcast, a fault behind real ids only, a
// slow answer, a closed connection, a failing list). Each command meant to catch a class must
// name its operation and cause, and fail nothing else; the faithful server gives 0 findings.
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { startExampleServer } from './fixtures/example-server.mjs';
import { etagContract } from './fixtures/etag-contract.mjs';
import {
  FAULTS,
  FAULT_TOKEN,
  ROLE_OF_TOKEN,
  ROLE_TOKENS,
  startFaultServer,
} from './fixtures/fault-server.mjs';
import { runCheck } from './lib/check-run.mjs';
import { DEFAULT_CONTRACT } from './lib/contract.mjs';
import { runFuzz } from './lib/fuzz-run.mjs';
import './lib/probe-record.ts';

const TIMEOUT = { timeout: 60_000 };
/** The slow fault holds its answer 3 s; the other runs allow much more on a loaded machine. */
const maxResponseMs = (name: string) => (name === 'answers-slowly' ? 2500 : 10_000);

interface Row {
  operation: string;
  roles?: Record<string, number>;
  verdict: string;
  note: string;
  causes?: string[];
  violations: { cause?: string; field: string; problem: string }[];
}
interface Report {
  ok: boolean;
  operations: Row[];
  cleanup?: { deleted: string[]; leftBehind: string[] };
}

const servers = new Map<string, { url: string; close: () => Promise<unknown> }>();

beforeAll(async () => {
  servers.set(
    'faithful',
    await startExampleServer({
      token: FAULT_TOKEN,
      roleTokens: ROLE_OF_TOKEN,
      validateRequests: true,
    }),
  );
  for (const name of Object.keys(FAULTS)) servers.set(name, await startFaultServer(name));
}, 120_000);

afterAll(async () => {
  await Promise.all([...servers.values()].map((s) => s.close()));
});

interface Fault {
  operation: string;
  cause: string;
  commands: string[];
  writes?: boolean;
  contract?: string;
  timeoutMs?: number;
}
const fault = (name: string): Fault | undefined => (FAULTS as Record<string, Fault>)[name];

/** Writes only where the fault is in one (the faithful server gets them all). */
const options = (name: string) => ({
  target: servers.get(name)?.url ?? '',
  contract: fault(name)?.contract ?? DEFAULT_CONTRACT,
  token: FAULT_TOKEN,
  allowWrites:
    name === 'faithful' || name === 'accepts-blank-broadcast' || Boolean(fault(name)?.writes),
  maxResponseMs: maxResponseMs(name),
  ...(fault(name)?.timeoutMs ? { timeoutMs: fault(name)?.timeoutMs } : {}),
});
// With the password too: a password change is checked by setting the same one again.
const CREDENTIALS = {
  email: 'admin@londonclinic.example',
  password: 'correct-horse-battery-staple',
};
const check = (name: string) =>
  runCheck({
    ...options(name),
    ...(name === 'faithful' ? { credentials: CREDENTIALS } : {}),
  }) as Promise<Report>;
const fuzz = (name: string) => runFuzz({ ...options(name), runs: 5, seed: 11 }) as Promise<Report>;

const failing = (report: Report) =>
  report.operations.filter((r) => r.verdict === 'fail' || r.verdict === 'unreached');

/**
 * The fault's operation fails with the fault's cause and nothing else fails; recorded in the
 * test's meta first, for the probes of docs/reliability.md.
 */
function expectCaught(
  report: Report,
  fault: { operation: string; cause: string },
  recorded: { task: TestContext['task']; name: string; command: string },
) {
  const row = report.operations.find((r) => r.operation === fault.operation);
  const others = failing(report).filter((r) => r.operation !== fault.operation);
  recorded.task.meta.planted = {
    fault: recorded.name,
    operation: fault.operation,
    cause: fault.cause,
    command: recorded.command,
    caught: row?.verdict === 'fail' && Boolean(row.causes?.includes(fault.cause)) && !others.length,
  };
  expect(row?.verdict).toBe('fail');
  expect(row?.causes).toContain(fault.cause);
  expect(failing(report).map((r) => r.operation)).toEqual([fault.operation]);
}

const byCommand = (command: string) =>
  Object.entries(FAULTS)
    .filter(([, fault]) => fault.commands.includes(command))
    .map(([name, fault]) => [name, fault] as const);

describe('contract:check', () => {
  it('gives 0 findings against the faithful server', TIMEOUT, async () => {
    const report = await check('faithful');
    expect(failing(report)).toEqual([]);
    expect(report.cleanup?.leftBehind.join('\n')).toMatch(/joined mission/);
  });

  /** What a row says besides its cause, for the faults whose wording matters. */
  const said: Record<string, [string, RegExp]> = {
    'refuses-valid-requests': [
      'getRewardHistory',
      /^400 \(refused a valid request\): GET \/api\/vouchers\/user-history\/64b7f0c2a1e4d5f6a7b8c901$/,
    ],
    'loses-listed-member': ['getMember', /^404: GET \/api\/user\/64b7f0c2a1e4d5f6a7b8c901$/],
    'answers-slowly': ['listBroadcastMessages', /^slow \(\d+ ms\)$/],
    'hangs-up': ['getVisitHistory', /^no answer: connection closed$/],
  };

  it.for(byCommand('check'))(
    'catches %s by operation and cause',
    TIMEOUT,
    async ([name, fault], { task }) => {
      const report = await check(name);
      expectCaught(report, fault, { task, name, command: 'contract:check' });
      const [operation, problem] = said[name] ?? [];
      if (operation) {
        const row = report.operations.find((r) => r.operation === operation);
        expect(row?.violations[0]?.problem).toMatch(problem ?? /./);
      }
      if (name === 'list-fails') {
        // No cascade: the member operations fall back to the contract's example id and say so.
        const member = report.operations.find((r) => r.operation === 'getMember');
        expect(member?.verdict).toBe('pass');
        expect(member?.note).toMatch(
          /the contract's example member id \(listMembers answered 500\)/,
        );
      }
    },
  );
});

describe('contract:check --role (the role matrix)', () => {
  const roles = Object.entries(ROLE_TOKENS).map(([name, token]) => ({ name, token }));
  // Without --token: the administrator's role token makes the run's own calls.
  const checkRoles = (name: string) =>
    runCheck({
      ...options(name),
      token: undefined,
      roles,
      allowWrites: true,
      credentials: CREDENTIALS,
    }) as Promise<Report>;

  it(
    'gives 0 findings against the faithful server, with every role answered',
    TIMEOUT,
    async () => {
      const report = await checkRoles('faithful');
      expect(failing(report)).toEqual([]);
      const row = (id: string) => report.operations.find((r) => r.operation === id);
      expect(row('deleteMission')?.roles).toEqual({
        'front-desk': 403,
        'programme-manager': 200,
        auditor: 403,
        administrator: 200,
      });
      expect(row('listAuditLog')?.roles).toMatchObject({ 'front-desk': 403, auditor: 200 });
      expect(row('signIn')?.roles).toBeUndefined();
    },
  );

  it(
    'catches the operation that forgets its role check, naming each role it let through',
    TIMEOUT,
    async ({ task }) => {
      const report = await checkRoles('forgets-role-check');
      expectCaught(report, FAULTS['forgets-role-check'], {
        task,
        name: 'forgets-role-check',
        command: 'contract:check --role',
      });
      const row = report.operations.find((r) => r.operation === 'deleteMission');
      expect(row?.violations.map((v) => v.problem)).toEqual([
        'front-desk called deleteMission: 200; the contract allows programme-manager, administrator',
        'auditor called deleteMission: 200; the contract allows programme-manager, administrator',
      ]);
    },
  );

  it('is not caught without --role: the one token is allowed everywhere', TIMEOUT, async () => {
    const report = await runCheck({
      ...options('forgets-role-check'),
      allowWrites: true,
      credentials: CREDENTIALS,
    });
    expect(failing(report as Report)).toEqual([]);
  });
});

describe('contract:fuzz', () => {
  it('gives 0 findings against the faithful server', TIMEOUT, async () => {
    const report = await fuzz('faithful');
    expect(failing(report)).toEqual([]);
    // The example server keeps nothing: the broadcasts sent cannot be found again, and say so.
    expect(report.cleanup?.leftBehind.join('\n')).toMatch(
      /broadcast message\(s\) it could not find/,
    );
  });

  it.each([
    ['optional', fault('ignores-if-match')?.contract ?? ''],
    ['required', etagContract({ required: true })],
  ])(
    'gives 0 findings where the contract declares an ETag (If-Match %s) and the server honours it',
    TIMEOUT,
    async (_kind, contract) => {
      const server = await startExampleServer({
        token: FAULT_TOKEN,
        validateRequests: true,
        contract,
      });
      try {
        const report = (await runFuzz({
          target: server.url,
          contract,
          token: FAULT_TOKEN,
          allowWrites: true,
          runs: 5,
          seed: 11,
          operations: ['getMission', 'updateMission'],
        })) as Report;
        expect(failing(report)).toEqual([]);
        // Its probes: the numbers, the dates, the bodies, the text, and the four calls of the lost update.
        expect(report.operations.find((r) => r.operation === 'updateMission')?.note).toMatch(
          /\d+ hardening probes/,
        );
      } finally {
        await server.close();
      }
    },
  );

  it.for(byCommand('fuzz'))(
    'catches %s by operation and cause',
    TIMEOUT,
    async ([name, fault], { task }) => {
      const report = await fuzz(name);
      expectCaught(report, fault, { task, name, command: 'contract:fuzz' });
      if (name === 'hangs-up') {
        const row = report.operations.find((r) => r.operation === 'getVisitHistory');
        expect(row?.violations[0]?.problem).toBe('no answer: connection closed');
      }
    },
  );
});
