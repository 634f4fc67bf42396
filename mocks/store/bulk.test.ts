// @vitest-environment node
// Bulk actions on missions, rewards and advertisements through Prism's validating proxy: each row
// by the single operation's rule (its 409 reported with its own words, not fatal to the others),
// each row done audited and given a new version as the single operation does, bad input refused
// with nothing changed, the roles of the single operations, and a retried key answering the first
// result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

type Result = {
  action: string;
  done: number;
  skipped: number;
  results: { id: string; name?: string; status: string; reason?: string }[];
};

const state = () => backEnd.store.state();
const bulk = (kind: string, action: string, ids: string[], headers?: Record<string, string>) =>
  backEnd.call('POST', `/api/admin/${kind}/bulk`, { token, json: { action, ids }, headers });
const today = () => new Date().toISOString().slice(0, 10);
const auditOf = (id: string) => state().audit.entries.filter((e) => e.entity._id === id);
const draft = (name: string, dueDate = '2099-04-30') => ({
  name,
  description: 'Made for the bulk test.',
  category: 1,
  type: 'VisitBased',
  pointsReward: 80,
  visitLimit: 2,
  dueDate,
});
const createMission = async (name: string) => {
  const made = await backEnd.call('POST', '/api/missions', { token, json: draft(name) });
  return (made.data as { data: { _id: string } }).data._id;
};

describe('missions in bulk', () => {
  it('deletes the missions nobody joined and reports the one with participants in its own words', async () => {
    const counts = state().missionCounts();
    const joined = state().missions.find((m) => (counts.get(m._id)?.participants ?? 0) > 0)!;
    const free = [await createMission('Bulk One'), await createMission('Bulk Two')];
    const answer = await bulk('missions', 'delete', [free[0]!, joined._id, free[1]!]);
    expect(answer.status).toBe(200);
    const result = answer.data as Result;
    expect(result).toMatchObject({ action: 'delete', done: 2, skipped: 1 });
    expect(result.results.map((r) => r.status)).toEqual(['done', 'skipped', 'done']);
    const taking = counts.get(joined._id)!.participants;
    expect(result.results[1]).toEqual({
      id: joined._id,
      name: joined.name,
      status: 'skipped',
      reason: `Mission has participants — ${taking} members have joined this mission; end it today instead so they keep their progress.`,
    });
    expect(state().mission(free[0]!)).toBeUndefined();
    expect(state().mission(joined._id)).toBeDefined();
    // Audited as the single delete is: one entry per mission deleted, none for the one skipped.
    expect(auditOf(free[0]!).map((e) => e.action)).toEqual(['mission.created', 'mission.deleted']);
    expect(auditOf(joined._id).filter((e) => e.action === 'mission.deleted')).toEqual([]);
  });

  it('ends missions today, with a new version, and skips one already ended', async () => {
    const open = await createMission('Bulk Ends');
    const before = await backEnd.call('GET', `/api/missions/${open}`, { token });
    const ended = state().missions.find((m) => m.dueDate.slice(0, 10) < today())!;
    const result = (await bulk('missions', 'end', [open, ended._id])).data as Result;
    expect(result).toMatchObject({ done: 1, skipped: 1 });
    expect(result.results[1]?.reason).toBe(
      `Mission already ended — Its due date is ${ended.dueDate.slice(0, 10)}.`,
    );
    const after = await backEnd.call('GET', `/api/missions/${open}`, { token });
    expect((after.data as { dueDate: string }).dueDate.slice(0, 10)).toBe(today());
    // An edit form opened before the bulk end cannot write the old due date back.
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const stale = await backEnd.call('PUT', `/api/missions/${open}`, {
      token,
      json: draft('Bulk Ends'),
      headers: { 'if-match': before.headers.get('etag') ?? '' },
    });
    expect(stale.status).toBe(412);
    expect(auditOf(open).at(-1)).toMatchObject({
      action: 'mission.updated',
      changes: [{ field: 'dueDate', after: `${today()}T00:00:00.000Z` }],
    });
  });

  it('reports an unknown id as not found and goes on', async () => {
    const open = await createMission('Bulk After Unknown');
    const result = (await bulk('missions', 'end', ['0'.repeat(24), open])).data as Result;
    expect(result.results).toEqual([
      { id: '0'.repeat(24), status: 'skipped', reason: 'Mission not found' },
      { id: open, name: 'Bulk After Unknown', status: 'done' },
    ]);
  });
});

describe('rewards in bulk', () => {
  it('retires, skips the one already retired, reactivates, and reports a redeemed reward on delete', async () => {
    const redeemed = state().rewards.find(
      (r) => (state().redemptionsByReward.get(r._id)?.length ?? 0) > 0,
    )!;
    const fresh = state().rewards.find((r) => r._id !== redeemed._id && state().isActive(r._id))!;
    const retired = (await bulk('rewards', 'retire', [fresh._id, redeemed._id])).data as Result;
    expect(retired).toMatchObject({ done: 2, skipped: 0 });
    expect(state().isActive(fresh._id)).toBe(false);
    const again = (await bulk('rewards', 'retire', [fresh._id])).data as Result;
    expect(again.results[0]).toMatchObject({ status: 'skipped', reason: 'Reward already retired' });
    const back = (await bulk('rewards', 'reactivate', [fresh._id, redeemed._id])).data as Result;
    expect(back).toMatchObject({ done: 2 });
    expect(state().isActive(fresh._id)).toBe(true);
    expect(
      auditOf(fresh._id)
        .map((e) => e.action)
        .slice(-2),
    ).toEqual(['reward.updated', 'reward.updated']);
    const deleted = (await bulk('rewards', 'delete', [redeemed._id])).data as Result;
    expect(deleted.results[0]?.reason).toMatch(
      /^Reward has redemptions — This reward was redeemed \d+ times; retire it instead/,
    );
    expect(state().reward(redeemed._id)).toBeDefined();
  });
});

describe('advertisements in bulk', () => {
  it('ends the live banner now, skips the scheduled one, reactivates one switched off, and deletes', async () => {
    const now = Date.now();
    const make = async (title: string, startsIn: number, active: boolean) => {
      const made = await backEnd.call('POST', '/api/advertisements', {
        token,
        form: {
          title,
          link: 'https://www.londonclinic.example/bulk',
          startsAt: new Date(now + startsIn).toISOString(),
          endsAt: new Date(now + 30 * 86_400_000).toISOString(),
          active: String(active),
        },
      });
      return (made.data as { data: { _id: string } }).data._id;
    };
    const live = await make('Bulk live', -86_400_000, true);
    const later = await make('Bulk later', 86_400_000, true);
    const off = await make('Bulk off', -86_400_000, false);
    const ended = (await bulk('advertisements', 'end', [live, later])).data as Result;
    expect(ended.results.map((r) => r.status)).toEqual(['done', 'skipped']);
    expect(ended.results[1]?.reason).toMatch(/^Advertisement not started — It starts at /);
    const endsAt = state().advertisements.find((ad) => ad._id === live)?.endsAt ?? '';
    expect(new Date(endsAt).getTime()).toBeLessThanOrEqual(Date.now());
    const on = (await bulk('advertisements', 'reactivate', [off, live])).data as Result;
    expect(on.results.map((r) => r.reason)).toEqual([undefined, 'Advertisement already active']);
    expect(state().advertisements.find((ad) => ad._id === off)?.active).toBe(true);
    const gone = (await bulk('advertisements', 'delete', [live, later, off])).data as Result;
    expect(gone).toMatchObject({ done: 3, skipped: 0 });
    expect(auditOf(off).map((e) => e.action)).toEqual([
      'advertisement.created',
      'advertisement.updated',
      'advertisement.deleted',
    ]);
  });
});

describe('refusals', () => {
  it('refuses no ids, more than 100, an id twice and an unknown action with 400, changing nothing', async () => {
    const id = await createMission('Bulk Untouched');
    const ids = Array.from({ length: 101 }, (_, n) => n.toString(16).padStart(24, '0'));
    const cases: [string, string[], RegExp][] = [
      ['delete', [], /ids must NOT have fewer than 1 items/],
      ['delete', ids, /ids must NOT have more than 100 items/],
      ['delete', [id, id], /ids must NOT have duplicate items/],
      ['archive', [id], /action must be equal to one of the allowed values/],
    ];
    for (const [action, sent, message] of cases) {
      const answer = await bulk('missions', action, sent);
      expect(answer.status, action).toBe(400);
      expect((answer.data as { message: string }).message).toMatch(message);
    }
    expect(state().mission(id)).toBeDefined();
    expect(auditOf(id).map((e) => e.action)).toEqual(['mission.created']);
  });

  it('refuses a role the single operations refuse (the auditor) with 403', async () => {
    const auditor = await backEnd.signInAs({
      email: DEMO_ACCOUNTS.auditor.email,
      password: DEMO_ACCOUNTS.auditor.password,
    });
    const id = await createMission('Bulk Audited');
    const answer = await backEnd.call('POST', '/api/admin/missions/bulk', {
      token: auditor,
      json: { action: 'delete', ids: [id] },
    });
    expect(answer.status).toBe(403);
    expect(state().mission(id)).toBeDefined();
  });

  it('answers a repeated Idempotency-Key with the first result, not "not found"', async () => {
    const id = await createMission('Bulk Retried');
    const key = { 'idempotency-key': 'bulk-retry-0001' };
    const first = await bulk('missions', 'delete', [id], key);
    const retry = await bulk('missions', 'delete', [id], key);
    expect(retry.data).toEqual(first.data);
    expect((retry.data as Result).done).toBe(1);
    const other = await bulk('missions', 'end', [id], key);
    expect(other).toMatchObject({ status: 409, data: { error: 'Idempotency key reused' } });
  });
});
