// @vitest-environment node
// contract:diff: each class of breaking change in the fixture pairs is flagged, compatible
// changes pass, a raised major version allows breaking ones, and the git ref path works.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compare } from './diff.mjs';
import { loadContract } from './lib/contract.mjs';
import { diffContracts } from './lib/diff-rules.mjs';

const FIXTURES = 'scripts/contract/fixtures/diff';
const fixture = (name: string) => readFileSync(join(FIXTURES, `${name}.yaml`), 'utf8');

interface Change {
  class: string;
  kind: string;
  operation: string;
  where: string;
}

describe('contract:diff fixture pairs', () => {
  const breaking: [string, string, string, string][] = [
    ['operation-removed', 'operation-removed', 'GET /members (listMembers)', 'operation'],
    [
      'response-field-removed',
      'response-field-removed',
      'GET /members/{id} (getMember)',
      'response 200 body.points',
    ],
    ['type-narrowed', 'type-narrowed', 'POST /members/{id}/redeem (redeemReward)', 'body.note'],
    [
      'required-request-field',
      'required-request-field-added',
      'POST /members/{id}/redeem (redeemReward)',
      'body.branchId',
    ],
    [
      'enum-value-removed',
      'enum-value-removed',
      'GET /members/{id} (getMember)',
      'response 200 body.tier',
    ],
    [
      'status-removed',
      'status-removed',
      'POST /members/{id}/redeem (redeemReward)',
      'response 409',
    ],
  ];

  it.each(breaking)('%s is breaking', (file, kind, operation, where) => {
    const result = compare(fixture('base'), fixture(file));
    expect(result.changes).toContainEqual(
      expect.objectContaining({ class: 'breaking', kind, operation, where }),
    );
    expect(result.changes.every((c: Change) => c.class === 'breaking')).toBe(true);
    expect(result.ok).toBe(false);
  });

  it('compatible changes pass', () => {
    const result = compare(fixture('base'), fixture('compatible'));
    expect(result.changes.map((c: Change) => c.kind).sort()).toEqual(
      [
        'operation-added',
        'parameter-added',
        'response-field-added',
        'response-field-added',
        'status-added',
      ].sort(),
    );
    expect(result.breaking).toBe(0);
    expect(result.ok).toBe(true);
  });

  it('a breaking change passes when the major version was raised', () => {
    const result = compare(fixture('base'), fixture('major-raised'));
    expect(result.breaking).toBe(1);
    expect(result.majorRaised).toBe(true);
    expect(result.ok).toBe(true);
  });
});

describe('contract:diff rules on the real contract', () => {
  const base = loadContract();
  const changed = (edit: (doc: typeof base) => void) => {
    const head = structuredClone(base);
    edit(head);
    return diffContracts(base, head).changes as Change[];
  };
  const summary = (changes: Change[]) =>
    changes.map(
      (c) => `${c.class} ${c.kind} ${c.operation.split(' (')[1]?.slice(0, -1)} ${c.where}`,
    );

  it('finds no change between the contract and itself', () => {
    expect(diffContracts(base, structuredClone(base)).changes).toEqual([]);
  });

  it('a type changed in a response schema breaks every operation that answers it', () => {
    const changes = changed((doc) => {
      doc.components.schemas.Member.properties.points.type = 'string';
    });
    expect(summary(changes)).toEqual(
      expect.arrayContaining([
        'breaking type-changed getMember response 200 body.points',
        'breaking type-changed listMembers response 200 body.users[].points',
        'breaking type-changed updateMemberProfile response 200 body.data.points',
      ]),
    );
  });

  it('an enum value added breaks answers but not requests', () => {
    const changes = changed((doc) => {
      doc.components.schemas.Gender.enum.push('Unknown');
    });
    expect(summary(changes)).toEqual(
      expect.arrayContaining([
        'breaking enum-value-added getMember response 200 body.gender',
        'compatible enum-value-added updateMemberProfile body.gender',
      ]),
    );
  });

  it('a tighter request limit breaks clients; a nullable answer field made non-null does not', () => {
    const changes = changed((doc) => {
      doc.components.schemas.BroadcastRequest.properties.body.maxLength = 500;
      doc.components.schemas.JoinedMission.properties.lastVisitAt.type = 'string';
    });
    expect(summary(changes).sort()).toEqual([
      'breaking constraint-tightened sendBroadcast body.body',
      'compatible type-narrowed listJoinedMissions response 200 body.missions[].lastVisitAt',
    ]);
  });

  it('a reorder of path parameters breaks clients; a rename in place does not', () => {
    const reordered = changed((doc) => {
      const path = '/api/point-mission/visit-history/{userId}/{missionId}';
      doc.paths['/api/point-mission/visit-history/{missionId}/{userId}'] = doc.paths[path];
      delete doc.paths[path];
    });
    expect(summary(reordered)).toEqual(['breaking path-parameter-reordered getVisitHistory path']);
    const renamed = changed((doc) => {
      const path = '/api/vouchers/user-history/{userId}';
      const item = doc.paths[path];
      item.get.parameters = [{ ...doc.components.parameters.UserIdPath, name: 'memberId' }];
      doc.paths['/api/vouchers/user-history/{memberId}'] = item;
      delete doc.paths[path];
    });
    expect(summary(renamed)).toEqual([
      'compatible path-parameter-renamed getRewardHistory path.userId',
    ]);
  });

  it('a token required where none was, and a new required parameter, are breaking', () => {
    const changes = changed((doc) => {
      doc.paths['/api/missions/joinable-userSide'].get.security = [
        { bearerAuth: ['administrator'] },
      ];
      doc.paths['/api/users'].get.parameters[0] = {
        name: 'page',
        in: 'query',
        required: true,
        schema: { type: 'integer' },
      };
    });
    expect(summary(changes)).toEqual(
      expect.arrayContaining([
        'breaking security-added listJoinableMissions security',
        'breaking parameter-became-required listMembers query.page',
      ]),
    );
  });
});

describe('contract:diff command', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['scripts/contract/diff.mjs', ...args], { encoding: 'utf8' });

  it('compares a git ref with the working copy and exits 1 on a breaking change', () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
        cwd: repo,
        stdio: 'ignore',
      });
    git('init', '-q');
    copyFileSync(join(FIXTURES, 'base.yaml'), join(repo, 'openapi.yaml'));
    git('add', 'openapi.yaml');
    git('commit', '-q', '-m', 'base');
    copyFileSync(join(FIXTURES, 'status-removed.yaml'), join(repo, 'openapi.yaml'));
    const result = run(['--base', 'HEAD', '--contract', join(repo, 'openapi.yaml')]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'BREAKING   POST /members/{id}/redeem (redeemReward)  response 409',
    );
    expect(result.stdout).toContain("not allowed: raise info.version's major");
  });

  it('accepts the changes its ignore file lists, and only those', () => {
    const ignore = join(repo, 'accepted.txt');
    writeFileSync(ignore, '# removed on purpose\nredeemReward status-removed response 409\n');
    const args = ['--base-file', join(FIXTURES, 'base.yaml'), '--ignore', ignore, '--contract'];
    const accepted = run([...args, join(FIXTURES, 'status-removed.yaml')]);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toContain('accepted by the ignore file, line 2');
    expect(accepted.stdout).toContain('0 breaking, 0 compatible, 1 accepted change(s)');
    const other = run([...args, join(FIXTURES, 'operation-removed.yaml')]);
    expect(other.status).toBe(1);
  });

  it('the contract compared with itself at HEAD has no breaking change', () => {
    const result = run(['--base', 'HEAD']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^0 breaking/m);
  });

  it('exits 0 without breaking changes and 2 on an unknown ref or flag', () => {
    const same = run([
      '--base-file',
      join(FIXTURES, 'base.yaml'),
      '--contract',
      join(FIXTURES, 'compatible.yaml'),
    ]);
    expect(same.status).toBe(0);
    const ref = run(['--base', 'no-such-ref-anywhere']);
    expect(ref.status).toBe(2);
    expect(ref.stderr).toContain('unknown git ref "no-such-ref-anywhere"');
    const flag = run(['--bsae', 'HEAD']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('unknown flag --bsae');
  });
});
