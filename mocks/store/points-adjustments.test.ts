// @vitest-environment node
// Points adjustments through Prism's validating proxy: credit, debit, never below zero, reverse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThroughPrism } from './through-prism.ts';
import type { Member, PointsAdjustment } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

const get = (path: string) => backEnd.call('GET', path, { token });
const post = (path: string, json: unknown, headers?: Record<string, string>) =>
  backEnd.call('POST', path, { token, json, headers });
const adjust = (userId: string, json: unknown) =>
  post(`/api/users/${userId}/points-adjustments`, json);
const reverse = (id: string, reason = 'Made by mistake') =>
  post(`/api/points-adjustments/${id}/reverse`, { reason });

let next = 0;
/** A different seeded member for each test, with at least some points. */
function member(): Member {
  const found = backEnd.store.state().members.filter((m) => m.points > 100)[next];
  next += 1;
  if (!found) throw new Error('the seed has no such member');
  return found;
}
const pointsOf = async (id: string) => ((await get(`/api/user/${id}`)).data as Member).points;

describe('points adjustments', () => {
  it('credits: the balance rises, the answer has before, after and who', async () => {
    const { _id, points } = member();
    const answer = await adjust(_id, { amount: 50, reason: 'goodwill' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      userId: _id,
      amount: 50,
      reason: 'goodwill',
      balanceBefore: points,
      balanceAfter: points + 50,
      by: { fullName: expect.any(String) as string },
    });
    expect(answer.data).not.toHaveProperty('reversal');
    expect(await pointsOf(_id)).toBe(points + 50);
    const list = await get(`/api/users/${_id}/points-adjustments`);
    expect(list.data).toMatchObject({ total: 1, adjustments: [{ amount: 50 }] });
  });

  it('debits down to zero, and refuses a debit below zero with the balance (409)', async () => {
    const { _id, points } = member();
    const tooMuch = await adjust(_id, { amount: -(points + 1), reason: 'correction' });
    expect(tooMuch).toMatchObject({
      status: 409,
      data: {
        error: 'Balance cannot go below zero',
        message: `The member has ${points} points; a debit of ${points + 1} would leave -1.`,
      },
    });
    expect(await pointsOf(_id)).toBe(points);
    const all = await adjust(_id, { amount: -points, reason: 'expired' });
    expect(all).toMatchObject({ status: 200, data: { balanceAfter: 0 } });
    expect(await pointsOf(_id)).toBe(0);
  });

  it('refuses bad input with a message and changes nothing (400)', async () => {
    const { _id, points } = member();
    expect(await adjust(_id, { amount: 0, reason: 'goodwill' })).toMatchObject({
      status: 400,
      data: { error: 'Amount cannot be zero' },
    });
    expect(await adjust(_id, { amount: 10, reason: 'other', note: '   ' })).toMatchObject({
      status: 400,
      data: { error: 'A note is required when the reason is Other' },
    });
    for (const body of [
      { amount: 100_001, reason: 'goodwill' },
      { amount: 1.5, reason: 'goodwill' },
      { amount: 10, reason: 'because' },
      { amount: 10, reason: 'other', note: 'x'.repeat(501) },
      { reason: 'goodwill' },
    ])
      expect([400, 422], JSON.stringify(body)).toContain((await adjust(_id, body)).status);
    expect(await adjust(_id, { amount: 10, reason: 'other', note: 'Paper card' })).toMatchObject({
      status: 200,
      data: { note: 'Paper card' },
    });
    expect(await pointsOf(_id)).toBe(points + 10);
  });

  it('answers 404 for an unknown member or adjustment', async () => {
    const unknown = '6b0000000000000000ffffff';
    expect((await adjust(unknown, { amount: 5, reason: 'goodwill' })).status).toBe(404);
    expect((await get(`/api/users/${unknown}/points-adjustments`)).status).toBe(404);
    expect(await reverse('730000000000000000ffffff')).toMatchObject({
      status: 404,
      data: { error: 'Adjustment not found' },
    });
  });

  it('reverses once: the balance is back, a second reverse is 409', async () => {
    const { _id, points } = member();
    const made = (await adjust(_id, { amount: -40, reason: 'complaint' })).data as PointsAdjustment;
    const undone = await reverse(made._id, 'Wrong member');
    expect(undone).toMatchObject({
      status: 200,
      data: { _id: made._id, reversal: { reason: 'Wrong member', balanceAfter: points } },
    });
    expect(await pointsOf(_id)).toBe(points);
    expect(await reverse(made._id)).toMatchObject({
      status: 409,
      data: { error: 'Adjustment already reversed' },
    });
    expect(await pointsOf(_id)).toBe(points);
    const list = await get(`/api/users/${_id}/points-adjustments`);
    expect(list.data).toMatchObject({ adjustments: [{ reversal: { reason: 'Wrong member' } }] });
  });

  it('refuses to reverse a credit already spent (409), and a blank reason (400)', async () => {
    const { _id, points } = member();
    const made = (await adjust(_id, { amount: 30, reason: 'goodwill' })).data as PointsAdjustment;
    expect((await reverse(made._id, '  ')).status).toBe(400);
    await adjust(_id, { amount: -(points + 20), reason: 'correction' });
    expect(await reverse(made._id)).toMatchObject({
      status: 409,
      data: {
        error: 'Balance cannot go below zero',
        message: 'The member has 10 points; reversing this credit of 30 would leave -20.',
      },
    });
  });

  it('accepts an Idempotency-Key header', async () => {
    const { _id } = member();
    const answer = await post(
      `/api/users/${_id}/points-adjustments`,
      { amount: 5, reason: 'goodwill' },
      { 'idempotency-key': 'adjust-0001-test' },
    );
    expect(answer.status).toBe(200);
  });
});
