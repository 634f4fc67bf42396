// @vitest-environment node
// Approvals through the public side (gate, Prism, store): a front-desk adjustment above the limit
// is saved pending (the balance stays; the member's timeline shows it); a manager approves it
// once (the balance moves once) or rejects it with a reason; administrators set the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;

beforeAll(async () => {
  backEnd = await startThroughPrism();
}, 60_000);
afterAll(async () => backEnd?.stop());

type Request = { _id: string; status: string; amount: number; adjustmentId?: string };
type Timeline = { entries: { action: string; reason?: string }[] };

/** Signs in as the seeded account of a role (its e-mail and password). */
const as = (role: keyof typeof DEMO_ACCOUNTS) => {
  const { email, password } = DEMO_ACCOUNTS[role];
  return backEnd.signInAs({ email, password });
};
const desk = () => as('front-desk');
const manager = () => as('programme-manager');

/** A member of the seed and their points. */
async function aMember(token: string, index: number) {
  const { data } = await backEnd.call('GET', `/api/users?page=3&limit=10`, { token });
  const member = (data as { users: { _id: string; points: number }[] }).users[index]!;
  return member;
}
const pointsOf = async (token: string, id: string) =>
  ((await backEnd.call('GET', `/api/user/${id}`, { token })).data as { points: number }).points;

const adjust = (token: string, userId: string, amount: number) =>
  backEnd.call('POST', `/api/users/${userId}/points-adjustments`, {
    token,
    json: { amount, reason: 'goodwill' },
  });

const decide = (token: string, id: string, json: object, key?: string) =>
  backEnd.call('POST', `/api/approvals/${id}/decision`, {
    token,
    json,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('a front-desk adjustment above the limit', () => {
  it('is saved pending: the balance stays, the timeline and the approvals list show it', async () => {
    const front = await desk();
    const member = await aMember(front, 0);
    const within = await adjust(front, member._id, 100);
    expect(within.status).toBe(200);
    const before = await pointsOf(front, member._id);
    const over = await adjust(front, member._id, 150);
    expect(over).toMatchObject({ status: 202, data: { status: 'pending', amount: 150 } });
    expect(await pointsOf(front, member._id)).toBe(before);

    const mgr = await manager();
    const list = await backEnd.call('GET', '/api/approvals', { token: mgr });
    const page = list.data as { approvals: Request[]; pending: number };
    expect(page.approvals.map((a) => a._id)).toContain((over.data as Request)._id);
    expect(page.pending).toBeGreaterThanOrEqual(1);
    // The front desk neither lists nor decides.
    expect((await backEnd.call('GET', '/api/approvals', { token: front })).status).toBe(403);

    const timeline = await backEnd.call('GET', `/api/users/${member._id}/activity`, { token: mgr });
    expect((timeline.data as Timeline).entries[0]?.action).toBe('points.adjustment-requested');
  });

  it('approved, the balance moves once; a second approval changes nothing', async () => {
    const front = await desk();
    const member = await aMember(front, 1);
    const before = await pointsOf(front, member._id);
    const request = (await adjust(front, member._id, 240)).data as Request;
    const mgr = await manager();
    const approved = await decide(mgr, request._id, { decision: 'approved' }, 'k-approve-1');
    expect(approved).toMatchObject({ status: 200, data: { status: 'approved' } });
    expect(await pointsOf(front, member._id)).toBe(before + 240);
    // The same request again (a retry with its key): the first answer, no second credit.
    expect(await decide(mgr, request._id, { decision: 'approved' }, 'k-approve-1')).toMatchObject({
      status: 200,
      data: { status: 'approved' },
    });
    // Decided already: 409, nothing moves.
    expect(await decide(mgr, request._id, { decision: 'approved' })).toMatchObject({
      status: 409,
      data: { error: 'Request already decided' },
    });
    expect(await pointsOf(front, member._id)).toBe(before + 240);
    const timeline = await backEnd.call('GET', `/api/users/${member._id}/activity`, {
      token: front,
    });
    expect((timeline.data as Timeline).entries[0]?.action).toBe('points.adjustment-approved');
  });

  it('rejected needs a reason; the balance never moves', async () => {
    const front = await desk();
    const member = await aMember(front, 2);
    const before = await pointsOf(front, member._id);
    const request = (await adjust(front, member._id, 500)).data as Request;
    const mgr = await manager();
    expect((await decide(mgr, request._id, { decision: 'rejected', reason: ' ' })).status).toBe(
      400,
    );
    const rejected = await decide(mgr, request._id, {
      decision: 'rejected',
      reason: 'Needs the clinic manager’s note',
    });
    expect(rejected).toMatchObject({ status: 200, data: { status: 'rejected' } });
    expect((await decide(mgr, request._id, { decision: 'approved' })).status).toBe(409);
    expect(await pointsOf(front, member._id)).toBe(before);
    const timeline = await backEnd.call('GET', `/api/users/${member._id}/activity`, {
      token: front,
    });
    expect((timeline.data as Timeline).entries[0]).toMatchObject({
      action: 'points.adjustment-rejected',
      reason: 'Needs the clinic manager’s note',
    });
  });
});

describe('a decision that cannot be made', () => {
  it('an unknown request is 404; approving a debit the balance no longer covers is 409 and moves nothing', async () => {
    const front = await desk();
    const mgr = await manager();
    expect(await decide(mgr, '74000000000000000000ffff', { decision: 'approved' })).toMatchObject({
      status: 404,
      data: { error: 'Request not found' },
    });
    const { data } = await backEnd.call('GET', `/api/users?page=3&limit=10`, { token: front });
    const users = (data as { users: { _id: string; points: number }[] }).users;
    const member = users.slice(4).find((user) => user.points >= 150)!;
    // A debit of 150 waits; meanwhile a manager takes all but 100 points.
    const request = (await adjust(front, member._id, -150)).data as Request;
    expect(request).toMatchObject({ status: 'pending', amount: -150 });
    const before = await pointsOf(front, member._id);
    expect((await adjust(mgr, member._id, -(before - 100))).status).toBe(200);
    expect(await decide(mgr, request._id, { decision: 'approved' })).toMatchObject({
      status: 409,
      data: { error: 'Balance cannot go below zero' },
    });
    expect(await pointsOf(front, member._id)).toBe(100);
    // Still pending: it can be rejected.
    expect(
      (await decide(mgr, request._id, { decision: 'rejected', reason: 'Not enough points' }))
        .status,
    ).toBe(200);
  });
});

describe('the limit', () => {
  it('administrators set it; others read it; managers adjust without a limit', async () => {
    const admin = await backEnd.adminToken();
    const mgr = await manager();
    const front = await desk();
    expect(
      (await backEnd.call('GET', '/api/settings/approval-limit', { token: front })).data,
    ).toEqual({ limit: 100 });
    const setByManager = await backEnd.call('PUT', '/api/settings/approval-limit', {
      token: mgr,
      json: { limit: 500 },
    });
    expect(setByManager.status).toBe(403);
    const set = await backEnd.call('PUT', '/api/settings/approval-limit', {
      token: admin,
      json: { limit: 300 },
    });
    expect(set).toMatchObject({ status: 200, data: { limit: 300 } });
    const member = await aMember(front, 3);
    expect((await adjust(front, member._id, 250)).status).toBe(200);
    expect((await adjust(front, member._id, 301)).status).toBe(202);
    expect((await adjust(mgr, member._id, 5000)).status).toBe(200);
    const log = await backEnd.call('GET', '/api/audit-log?limit=50', { token: admin });
    expect((log.data as Timeline).entries.some((e) => e.action === 'settings.approval-limit')).toBe(
      true,
    );
    await backEnd.call('PUT', '/api/settings/approval-limit', {
      token: admin,
      json: { limit: 100 },
    });
  });
});
