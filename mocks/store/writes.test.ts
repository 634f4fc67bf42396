// @vitest-environment node
// Every write of the contract through Prism's validating proxy, followed by the read that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompleted, isExpired } from './rules.ts';
import { startThroughPrism } from './through-prism.ts';
import type { Member, Mission } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string) => backEnd.call('GET', path, { token });
const post = (path: string, json: unknown) => backEnd.call('POST', path, { token, json });
const state = () => backEnd.store.state();

async function memberNow(id: string): Promise<Member> {
  const { data } = await get(`/api/user/${id}`);
  return data as Member;
}

/** A member with nothing joined, and a mission of that category far from its due date. */
function freshPair(code: 1 | 2, type: Mission['type'], offset = 0) {
  const later = new Date(Date.now() + 60 * 86_400_000);
  const mission = state().missions.find(
    (m) => m.category.code === code && m.type === type && m.visitLimit && !isExpired(m, later),
  );
  const members = state().members.filter((m) => state().joined(m._id).length === 0);
  const member = members[offset];
  if (!mission || !member) throw new Error('the seed has no such pair');
  return { mission, member };
}

describe('missions', () => {
  it('joins a visit mission: the joined list shows it, joining again is 409', async () => {
    const { mission, member } = freshPair(1, 'VisitBased');
    const body = { missionId: mission._id, userId: member._id };
    expect((await post('/api/user-mission/join', body)).status).toBe(200);
    const joined = await get(`/api/user/user/${member._id}/joined-missions`);
    expect(joined.data).toMatchObject({
      missions: [{ missionId: mission._id, progress: 0, lastVisitAt: null }],
    });
    const joinable = await get(`/api/missions/joinable-userSide?userId=${member._id}`);
    expect(JSON.stringify(joinable.data)).not.toContain(mission._id);
    const again = await post('/api/user-mission/join', body);
    expect(again).toMatchObject({ status: 409, data: { error: 'Mission already joined' } });
  });

  it('refuses an expired mission and the wrong category endpoint', async () => {
    const { member } = freshPair(1, 'VisitBased', 1);
    const expired = state().missions.find((m) => isExpired(m, new Date()))!;
    const endpoint = expired.category.code === 1 ? 'user-mission' : 'point-mission';
    const late = await post(`/api/${endpoint}/join`, {
      missionId: expired._id,
      userId: member._id,
    });
    expect(late).toMatchObject({ status: 400, data: { error: 'Mission has expired' } });
    const point = freshPair(2, 'PointBased').mission;
    const wrong = await post('/api/user-mission/join', {
      missionId: point._id,
      userId: member._id,
    });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'Invalid mission category' } });
  });

  it('records visits to completion: points credited once, history grows, then 409', async () => {
    const { mission, member } = freshPair(1, 'VisitBased', 2);
    const ids = { userId: member._id, missionId: mission._id };
    await post('/api/user-mission/join', ids);
    const before = (await memberNow(member._id)).points;
    const scan = `/api/visit/admin-scan/${member._id}/${mission._id}`;
    for (let visit = 1; visit <= mission.visitLimit!; visit += 1) {
      expect((await post(scan, ids)).status).toBe(200);
      const points = (await memberNow(member._id)).points;
      expect(points).toBe(visit < mission.visitLimit! ? before : before + mission.pointsReward);
    }
    const history = await get(`/api/point-mission/visit-history/${member._id}/${mission._id}`);
    expect((history.data as { visitHistory: string[] }).visitHistory).toHaveLength(
      mission.visitLimit!,
    );
    const joined = await get(`/api/user/user/${member._id}/joined-missions`);
    expect(joined.data).toMatchObject({
      missions: [{ progress: mission.visitLimit }],
      totalPointsEarned: mission.pointsReward,
    });
    expect(isCompleted(mission, mission.visitLimit!)).toBe(true);
    const over = await post(scan, ids);
    expect(over).toMatchObject({ status: 409, data: { error: 'Mission already completed' } });
    expect((await memberNow(member._id)).points).toBe(before + mission.pointsReward);
  });

  it('credits a point mission on every visit', async () => {
    const { mission, member } = freshPair(2, 'PointBased', 3);
    const ids = { userId: member._id, missionId: mission._id };
    await post('/api/point-mission/join', ids);
    const before = (await memberNow(member._id)).points;
    await post(`/api/point-mission/admin-scan/${member._id}/${mission._id}`, ids);
    await post(`/api/point-mission/admin-scan/${member._id}/${mission._id}`, ids);
    expect((await memberNow(member._id)).points).toBe(before + 2 * mission.pointsReward);
  });

  it('reassigns an unassigned member', async () => {
    const layla = '64b7f0c2a1e4d5f6a7b8c901';
    const unassigned = state()
      .joined(layla)
      .find((p) => p.unassignedByAdmin)!;
    const path = `/api/missions/${unassigned.missionId}/reassign/${layla}`;
    expect((await backEnd.call('PUT', path, { token })).status).toBe(200);
    const joined = await get(`/api/user/user/${layla}/joined-missions`);
    const record = (
      joined.data as { missions: { missionId: unknown; unassignedByAdmin: boolean }[] }
    ).missions.find((m) => m.missionId === unassigned.missionId);
    expect(record?.unassignedByAdmin).toBe(false);
  });
});

describe('rewards', () => {
  it('redeems: points deducted, a history entry with a fresh voucher code', async () => {
    const rich = state().members.find((m) => m.points >= 2000)!;
    const reward = state().rewards.find((r) => r.pointsRequired <= rich.points)!;
    const before = (await get(`/api/vouchers/user-history/${rich._id}`)).data as {
      history: { code: string }[];
    };
    const redeemed = await post('/api/vouchers/redeem', { userId: rich._id, rewardId: reward._id });
    expect(redeemed.status).toBe(200);
    expect((await memberNow(rich._id)).points).toBe(rich.points - reward.pointsRequired);
    const after = (await get(`/api/vouchers/user-history/${rich._id}`)).data as {
      history: { name: string; code: string; pointsUsed: number }[];
    };
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history[0]).toMatchObject({
      name: reward.name,
      pointsUsed: reward.pointsRequired,
    });
    expect(after.history[0]?.code).toMatch(/^LC-[A-Z]{4}-[A-Z0-9]{6}$/);
    expect(before.history.map((h) => h.code)).not.toContain(after.history[0]?.code);
  });

  it('refuses a reward the member cannot afford, and takes nothing', async () => {
    const poor = state().members.find((m) => m.points === 0)!;
    const reward = state().rewards.find((r) => r.pointsRequired > 0)!;
    const refused = await post('/api/vouchers/redeem', { userId: poor._id, rewardId: reward._id });
    expect(refused).toMatchObject({ status: 409, data: { error: 'Insufficient points' } });
    expect((await get(`/api/vouchers/user-history/${poor._id}`)).data).toEqual({
      history: state().history(poor._id),
    });
  });
});

describe('profile', () => {
  it('updates the profile from a multipart form; empty numbers clear, the sign-up field stays', async () => {
    const member = state().members.find(
      (m) => m.signupMethod === 'email' && m.phoneNumber && m.whatsAppNumber && m.email,
    )!;
    const answer = await backEnd.call('PUT', `/api/profile/${member._id}`, {
      token,
      form: {
        fullName: 'Nour Haddad',
        email: '',
        phoneNumber: '',
        whatsAppNumber: '+971552345699',
        dateOfBirth: '1991-02-03',
        gender: 'Female',
      },
    });
    expect(answer.status).toBe(200);
    const now = await memberNow(member._id);
    expect(now).toMatchObject({
      fullName: 'Nour Haddad',
      email: member.email,
      whatsAppNumber: '+971552345699',
      dateOfBirth: '1991-02-03T00:00:00.000Z',
      gender: 'Female',
    });
    expect(now.phoneNumber).toBeUndefined();
    const found = await get('/api/users?search=nour%20haddad');
    expect(JSON.stringify(found.data)).toContain(member._id);
  });

  it("refuses another member's e-mail with 409", async () => {
    const [first, second] = state().members.filter((m) => m.email && m.signupMethod !== 'email');
    const answer = await backEnd.call('PUT', `/api/profile/${first!._id}`, {
      token,
      form: {
        email: second!.email!,
        phoneNumber: first!.phoneNumber ?? '',
        whatsAppNumber: first!.whatsAppNumber ?? '',
      },
    });
    expect(answer).toMatchObject({ status: 409, data: { error: 'Email already in use' } });
  });
});

describe('broadcast messages', () => {
  it('sends and deletes; the list shows both', async () => {
    const body = 'The Marina branch opens at 7 am on Saturday.';
    expect((await post('/api/notification/broadcast', { body })).status).toBe(200);
    const list = (await get('/api/notification/all')).data as {
      messages: { _id: string; body: string }[];
    };
    expect(list.messages[0]?.body).toBe(body);
    const id = list.messages[0]!._id;
    expect((await backEnd.call('DELETE', `/api/notification/${id}`, { token })).status).toBe(200);
    const after = (await get('/api/notification/all')).data as { messages: { _id: string }[] };
    expect(after.messages.map((m) => m._id)).not.toContain(id);
    const gone = await backEnd.call('DELETE', `/api/notification/${id}`, { token });
    expect(gone).toMatchObject({ status: 404, data: { error: 'Message not found' } });
  });
});

describe('reset', () => {
  it('POST /__mock/reset on the store restores the seed', async () => {
    await post('/api/notification/broadcast', { body: 'Short-lived.' });
    const reset = await fetch(`${backEnd.store.url}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const list = (await get('/api/notification/all')).data as { messages: { body: string }[] };
    expect(list.messages).toHaveLength(300);
    expect(list.messages.map((m) => m.body)).not.toContain('Short-lived.');
  });
});
