// @vitest-environment node
// The front desk through Prism's validating proxy: lookup, a recorded visit's id, reversing it,
// and idempotent writes (a repeated Idempotency-Key answers the first answer with no second effect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotentWrites } from './idempotency.ts';
import { isCompleted } from './rules.ts';
import { startThroughPrism } from './through-prism.ts';
import type { Handlers, Member } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string) => backEnd.call('GET', path, { token });
const post = (path: string, json: unknown, key?: string) =>
  backEnd.call('POST', path, { token, json, headers: key ? { 'idempotency-key': key } : {} });
const state = () => backEnd.store.state();

/** The n-th member with a point mission that can take a visit (points on every visit). */
function pointVisit(n: number) {
  const pairs = state().members.flatMap((member) =>
    state()
      .joined(member._id)
      .filter((p) => {
        const mission = state().mission(p.missionId);
        return (
          mission?.type === 'PointBased' &&
          mission.category.code === 2 &&
          mission.pointsReward > 0 &&
          !p.unassignedByAdmin &&
          !isCompleted(mission, p.progress + 3)
        );
      })
      .map((p) => ({ member, missionId: p.missionId })),
  );
  const pair = pairs[n];
  if (!pair) throw new Error('the seed has no such pair');
  return pair;
}

const pointsOf = async (id: string) => ((await get(`/api/user/${id}`)).data as Member).points;
const progressOf = (userId: string, missionId: string) =>
  state()
    .joined(userId)
    .find((p) => p.missionId === missionId)!.progress;

describe('lookupMembers', () => {
  it('finds a member by member ID with the card and the missions that can take a visit', async () => {
    const { member, missionId } = pointVisit(0);
    const { status, data } = await get(`/api/users/lookup?q=${member.memberId}`);
    expect(status).toBe(200);
    const answer = data as {
      matches: { member: { _id: string }; exact: boolean; missions: { missionId: string }[] }[];
    };
    expect(answer.matches[0]).toMatchObject({ member: { _id: member._id }, exact: true });
    expect(answer.matches[0]!.missions.map((m) => m.missionId)).toContain(missionId);
  });

  it('finds a member by phone typed nationally', async () => {
    const member = state().members.find((m) => m.phoneNumber?.startsWith('+44'))!;
    const national = `0${member.phoneNumber!.slice(3)}`;
    const { data } = await get(`/api/users/lookup?q=${encodeURIComponent(national)}`);
    expect((data as { matches: { member: { _id: string } }[] }).matches[0]?.member._id).toBe(
      member._id,
    );
  });

  it('answers an empty list when nobody matches, and 400 without a query', async () => {
    expect((await get('/api/users/lookup?q=zz-nobody-zz')).data).toEqual({ matches: [], total: 0 });
    expect((await get('/api/users/lookup?q=')).status).toBe(400);
  });
});

describe('reverseVisit', () => {
  it('a recorded visit answers its id; reversing it puts progress and points back, once', async () => {
    const { member, missionId } = pointVisit(1);
    const points = await pointsOf(member._id);
    const progress = progressOf(member._id, missionId);
    const path = `/api/point-mission/admin-scan/${member._id}/${missionId}`;
    const recorded = await post(path, { userId: member._id, missionId });
    expect(recorded.status).toBe(200);
    const { visitId } = recorded.data as { message: string; visitId: string };
    expect(recorded.data).toMatchObject({ message: 'Visit recorded' });
    expect(await pointsOf(member._id)).toBeGreaterThan(points);
    const lookup = await get(`/api/users/lookup?q=${member.memberId}`);
    expect(JSON.stringify(lookup.data)).toContain(visitId);

    expect((await post(`/api/visits/${visitId}/reverse`, { reason: '' })).status).toBe(400);
    const reversed = await post(`/api/visits/${visitId}/reverse`, { reason: 'Undone' });
    expect(reversed).toMatchObject({ status: 200, data: { visitId, progress, points } });
    expect(await pointsOf(member._id)).toBe(points);
    expect(progressOf(member._id, missionId)).toBe(progress);
    const again = await post(`/api/visits/${visitId}/reverse`, { reason: 'Undone' });
    expect(again).toMatchObject({ status: 409, data: { error: 'Visit already reversed' } });
  });

  it('answers 404 for an unknown visit', async () => {
    const unknown = await post('/api/visits/72ffffffffffffffffffffff/reverse', { reason: 'x' });
    expect(unknown).toMatchObject({ status: 404, data: { error: 'Visit not found' } });
  });
});

describe('idempotent writes', () => {
  it('a repeated key answers the first answer and records one visit', async () => {
    const { member, missionId } = pointVisit(2);
    const points = await pointsOf(member._id);
    const progress = progressOf(member._id, missionId);
    const path = `/api/point-mission/admin-scan/${member._id}/${missionId}`;
    const key = `test-${crypto.randomUUID()}`;
    const first = await post(path, { userId: member._id, missionId }, key);
    const second = await post(path, { userId: member._id, missionId }, key);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(progressOf(member._id, missionId)).toBe(progress + 1);
    const mission = state().mission(missionId)!;
    expect(await pointsOf(member._id)).toBe(points + mission.pointsReward);
    // Another key is another action.
    const third = await post(
      path,
      { userId: member._id, missionId },
      `test-${crypto.randomUUID()}`,
    );
    expect(third.status).toBe(200);
    expect(progressOf(member._id, missionId)).toBe(progress + 2);
  });

  it('the same key for a different request answers 409; a too short key is refused', async () => {
    const { member, missionId } = pointVisit(3);
    const other = pointVisit(4);
    const key = `test-${crypto.randomUUID()}`;
    await post(
      `/api/point-mission/admin-scan/${member._id}/${missionId}`,
      { userId: member._id, missionId },
      key,
    );
    const reused = await post(
      `/api/point-mission/admin-scan/${other.member._id}/${other.missionId}`,
      { userId: other.member._id, missionId: other.missionId },
      key,
    );
    expect(reused).toMatchObject({ status: 409, data: { error: 'Idempotency key reused' } });
    const short = await post(
      `/api/point-mission/admin-scan/${member._id}/${missionId}`,
      { userId: member._id, missionId },
      'short',
    );
    expect(short.status).toBe(400);
  });
});

describe('IdempotentWrites', () => {
  it('forgets a key after 24 hours, and never keeps a 500', () => {
    let clock = Date.parse('2026-11-26T09:00:00Z');
    const writes = new IdempotentWrites(() => new Date(clock));
    let effects = 0;
    let fault = true;
    const handlers = writes.wrap({
      recordVisit: () => {
        effects += 1;
        return fault
          ? { status: 500, body: { error: 'Internal server error' } }
          : { status: 200, body: { message: 'Visit recorded' } };
      },
    } as unknown as Handlers);
    const input = {
      path: { userId: 'a', missionId: 'b' },
      query: {},
      body: { userId: 'a', missionId: 'b' },
      account: undefined,
      accept: '',
      images: {},
      idempotencyKey: 'key-0001',
      caller: 'admin',
    } as never;
    handlers.recordVisit(input);
    fault = false;
    handlers.recordVisit(input);
    handlers.recordVisit(input);
    expect(effects).toBe(2);
    clock += 24 * 60 * 60 * 1000 + 1;
    expect(writes.size).toBe(0);
    handlers.recordVisit(input);
    expect(effects).toBe(3);
  });
});
