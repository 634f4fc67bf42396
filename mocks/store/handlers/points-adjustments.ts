// Points adjustments: an admin credits or debits a member's points with a reason, lists them and
// reverses one. A balance never goes below zero, and each adjustment keeps who made it and the
// balance before and after, so the profile's points and the adjustments always agree.
import { ID_KIND, type State } from '../state.ts';
import type { Account, Handler, PointsAdjustment } from '../types.ts';
import { fail, ok } from './errors.ts';

/** The largest credit or debit one adjustment may make (the contract's bound as well). */
export const ADJUSTMENT_LIMIT = 100_000;

const actor = (account: Account | undefined): PointsAdjustment['by'] => ({
  _id: account?.user._id ?? '000000000000000000000000',
  fullName: account?.user.fullName ?? 'Administrator',
});

export function pointsAdjustmentHandlers(state: State, now: () => Date) {
  const listPointsAdjustments: Handler<'listPointsAdjustments'> = ({ path, query }) => {
    if (!state.member(path.userId)) return fail(404, 'User not found');
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    const all = state.adjustmentsOf(path.userId);
    return ok({ adjustments: all.slice((page - 1) * limit, page * limit), total: all.length });
  };

  const createPointsAdjustment: Handler<'createPointsAdjustment'> = ({ path, body, account }) => {
    const member = state.member(path.userId);
    if (!member) return fail(404, 'User not found');
    const { amount, reason } = body;
    const note = body.note?.trim() ?? '';
    if (!Number.isInteger(amount) || Math.abs(amount) > ADJUSTMENT_LIMIT)
      return fail(400, 'Invalid amount', 'The amount is a whole number from -100,000 to 100,000.');
    if (amount === 0) return fail(400, 'Amount cannot be zero');
    if (reason === 'other' && !note)
      return fail(400, 'A note is required when the reason is Other');
    const balanceAfter = member.points + amount;
    if (balanceAfter < 0)
      return fail(
        409,
        'Balance cannot go below zero',
        `The member has ${member.points} points; a debit of ${-amount} would leave ${balanceAfter}.`,
      );
    const at = now().toISOString();
    state.replaceMember(member, { ...member, points: balanceAfter, updatedAt: at });
    const adjustment: PointsAdjustment = {
      _id: state.nextId(ID_KIND.adjustment),
      userId: member._id,
      amount,
      reason,
      ...(note ? { note } : {}),
      balanceBefore: member.points,
      balanceAfter,
      at,
      by: actor(account),
    };
    state.putAdjustment(adjustment);
    return ok(adjustment);
  };

  const reversePointsAdjustment: Handler<'reversePointsAdjustment'> = ({ path, body, account }) => {
    const adjustment = state.adjustments.get(path.adjustmentId);
    if (!adjustment) return fail(404, 'Adjustment not found');
    if (adjustment.reversal) return fail(409, 'Adjustment already reversed');
    const reason = body.reason.trim();
    if (!reason) return fail(400, 'A reason is required to reverse an adjustment');
    const member = state.member(adjustment.userId);
    if (!member) return fail(404, 'User not found');
    const balanceAfter = member.points - adjustment.amount;
    if (balanceAfter < 0)
      return fail(
        409,
        'Balance cannot go below zero',
        `The member has ${member.points} points; reversing this credit of ${adjustment.amount} would leave ${balanceAfter}.`,
      );
    const at = now().toISOString();
    state.replaceMember(member, { ...member, points: balanceAfter, updatedAt: at });
    const reversed: PointsAdjustment = {
      ...adjustment,
      reversal: { reason, balanceAfter, at, by: actor(account) },
    };
    state.putAdjustment(reversed);
    return ok(reversed);
  };

  return { listPointsAdjustments, createPointsAdjustment, reversePointsAdjustment };
}
