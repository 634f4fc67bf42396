// @vitest-environment node
// contract:fuzz: its generators make what they claim (valid requests are valid, invalid ones are
// not), the faithful server passes, and each fault of the wrong server is reported by operation
// and field; a server that accepts invalid requests or faults on valid ones is caught too.
import { OPERATION_ROLES } from '../../generated/roles.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from './fixtures/example-server.mjs';
import { FAULTS, startWrongServer } from './fixtures/wrong-server.mjs';
import { DEFAULT_CONTRACT, listOperations, loadContract } from './lib/contract.mjs';
import {
  MISSING,
  OUT_OF_RANGE,
  WRONG_TYPE,
  invalidRequests,
  requestViolations,
  validRequests,
} from './lib/fuzz-requests.mjs';
import { hardeningProbes, parseCsv } from './lib/fuzz-hardening.mjs';
import { runFuzz } from './lib/fuzz-run.mjs';
import { createValidator } from './lib/validate.mjs';
import { endsSession } from './lib/ends-session.ts';

/** Every operation of the contract is checked once. */
const OPERATIONS = Object.keys(OPERATION_ROLES).length;

const TIMEOUT = { timeout: 30_000 };
const RUNS = 10;

interface Row {
  operation: string;
  verdict: string;
  note: string;
  violations: { field: string; expected: string; problem: string }[];
  failures?: { request: unknown }[];
}

const servers: { url: string; close: () => Promise<unknown> }[] = [];
let faithful = '';
let wrong = '';
let lenient = '';
let faulty = '';
let guarded = '';

const TOKEN = 'the-right-token';

beforeAll(async () => {
  servers.push(
    await startExampleServer({ validateRequests: true, token: TOKEN }),
    await startWrongServer({ validateRequests: true, token: TOKEN }),
    await startExampleServer({ token: TOKEN }),
    await startExampleServer({
      token: TOKEN,
      validateRequests: true,
      mutate: (id: string, answer: { status: number; body: unknown }) =>
        id === 'listRewards' ? { status: 500, body: { error: 'Internal server error' } } : answer,
    }),
    await startExampleServer({ validateRequests: true, token: TOKEN }),
  );
  [faithful, wrong, lenient, faulty, guarded] = servers.map((s) => s.url) as [
    string,
    string,
    string,
    string,
    string,
  ];
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

function fuzz(target: string, extra: Record<string, unknown> = {}) {
  return runFuzz({
    target,
    contract: DEFAULT_CONTRACT,
    token: TOKEN,
    runs: RUNS,
    seed: 7,
    ...extra,
  });
}

describe('contract:fuzz generators', () => {
  const doc = loadContract();
  const validator = createValidator(doc);
  const operations = listOperations(doc);

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s: valid requests validate, invalid ones do not',
    (_id, operation) => {
      for (const request of fc.sample(validRequests(doc, operation, validator), {
        numRuns: 20,
        seed: 1,
      })) {
        expect(requestViolations(operation, request, validator)).toEqual([]);
      }
      const invalid = invalidRequests(doc, operation, validator);
      if (!invalid) return;
      for (const { request } of fc.sample(invalid, { numRuns: 20, seed: 1 })) {
        expect(requestViolations(operation, request, validator)).not.toEqual([]);
      }
    },
  );

  it('breaks requests in the three ways: missing field, wrong type, out-of-range value', () => {
    const kinds = new Set<string>();
    for (const operation of operations) {
      const invalid = invalidRequests(doc, operation, validator);
      if (!invalid) continue;
      for (const sample of fc.sample(invalid, { numRuns: 50, seed: 3 })) kinds.add(sample.kind);
    }
    expect([...kinds].sort()).toEqual([MISSING, OUT_OF_RANGE, WRONG_TYPE].sort());
  });
});

describe('contract:fuzz hardening probes', () => {
  const doc = loadContract();
  const operations = listOperations(doc);
  const probesOf = (id: string, body: unknown) =>
    hardeningProbes(
      doc,
      operations.find((op) => op.id === id),
      {
        path: { missionId: 'm1' },
        query: {},
        body,
      },
    ) as { field: string; label: string; raw?: { text: string; type: string | null } }[];

  it('puts unsafe numbers and far dates in every such field, keeping their digits', () => {
    const probes = probesOf('createMission', {
      name: 'A',
      pointsReward: 80,
      dueDate: '2027-04-30',
    });
    const points = probes.filter((p) => p.field === 'body.pointsReward');
    expect(points.map((p) => p.raw?.text)).toEqual([
      expect.stringContaining('"pointsReward":1e308'),
      expect.stringContaining('"pointsReward":9007199254740993'),
      expect.stringContaining('"pointsReward":-1e308'),
    ]);
    expect(probes.filter((p) => p.field === 'body.dueDate').map((p) => p.label)).toEqual([
      'the date 9999-12-31',
      'the date 0001-01-01',
    ]);
  });

  it('sends malformed and deep JSON, and the body as text/plain and with no content type', () => {
    const probes = probesOf('createMission', { name: 'A' });
    const bodies = probes.filter((p) => p.field === 'body' || p.field === 'header content-type');
    expect(bodies.map((p) => [p.label, p.raw?.type])).toEqual([
      ['malformed JSON', 'application/json'],
      ['JSON nested 10000 deep', 'application/json'],
      ['JSON sent as text/plain', 'text/plain'],
      ['JSON with no content type', null],
    ]);
    expect(bodies[1]?.raw?.text).toHaveLength(20_000);
  });

  it('sends a broken form and a form as JSON to a multipart operation', () => {
    const labels = probesOf('createReward', { name: 'A' }).map((p) => p.label);
    expect(labels).toEqual(
      expect.arrayContaining(['a malformed multipart form', 'a form sent as JSON']),
    );
  });

  it('reads CSV as RFC 4180 says', () => {
    expect(parseCsv(`a,b\r\n"x,""y""",'=1\r\n`)).toEqual([
      ['a', 'b'],
      ['x,"y"', "'=1"],
    ]);
  });
});

describe('contract:fuzz', () => {
  it('passes every operation of the faithful server', TIMEOUT, async () => {
    const report = await fuzz(faithful, { allowWrites: true });
    const rows = report.operations as Row[];
    expect(rows.filter((r) => r.verdict !== 'pass' && !endsSession(r))).toEqual([]);
    expect(rows).toHaveLength(OPERATIONS);
    expect(report.seed).toBe(7);
  });

  it('reports each fault of the wrong server by operation and field', TIMEOUT, async () => {
    const report = await fuzz(wrong);
    const rows = report.operations as Row[];
    for (const fault of FAULTS) {
      const row = rows.find((r) => r.operation === fault.operation);
      expect(row?.verdict, fault.fault).toBe('fail');
      expect(
        row?.violations.map((v) => v.field),
        fault.fault,
      ).toContain(fault.field);
      expect(row?.note, fault.fault).toMatch(/^the contract example got/);
    }
    expect(report.ok).toBe(false);
  });

  it('catches a server that accepts an invalid request', TIMEOUT, async () => {
    const report = await fuzz(lenient, { operations: ['joinVisitMission'], allowWrites: true });
    const [row] = report.operations as Row[];
    expect(row?.verdict).toBe('fail');
    expect(row?.violations[0]).toMatchObject({ field: 'status', problem: '200' });
    expect(row?.violations[0]?.expected).toMatch(
      /a 4xx for an invalid request \((missing|wrong|out)/,
    );
  });

  it('catches a server fault (5xx) on a valid request', TIMEOUT, async () => {
    const report = await fuzz(faulty, { operations: ['listRewards'] });
    const [row] = report.operations as Row[];
    expect(row?.verdict).toBe('fail');
    expect(row?.violations[0]).toMatchObject({ field: 'status', problem: '500' });
  });

  it('replays the same requests from the same seed', TIMEOUT, async () => {
    const once = await fuzz(lenient, { operations: ['listMembers'], seed: 12345 });
    const again = await fuzz(lenient, { operations: ['listMembers'], seed: 12345 });
    const request = (report: { operations: Row[] }) => report.operations[0]?.failures?.[0]?.request;
    expect(request(once)).toBeDefined();
    expect(request(again)).toEqual(request(once));
  });

  it('says the token was refused', TIMEOUT, async () => {
    const report = await fuzz(guarded, { operations: ['listRewards'], token: 'a-wrong-token' });
    expect(report.operations[0]).toMatchObject({ verdict: 'unreached' });
    expect(report.hints.join(' ')).toMatch(/--token/);
  });

  it('names an unknown operation', async () => {
    await expect(fuzz(faithful, { operations: ['noSuchOperation'] })).rejects.toThrow(
      /unknown operation noSuchOperation/,
    );
  });
});
