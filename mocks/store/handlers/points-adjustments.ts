// Points adjustments: an admin credits or debits a member's points with a reason, lists them and
// reverses one. A balance never goes below zero, and each adjustment keeps who made it and the
// balance before and after, so the profile's points and the adjustments always agree.
import { ID_KIND, type State } from '../state.ts';
import type { Account, ApprovalRequest, Handler, PointsAdjustment } from '../types.ts';
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
    // The front desk's adjustment above the limit waits for a manager: the balance stays.
    if (account?.user.role === 'front-desk' && Math.abs(amount) > state.approvalLimit) {
      const request: ApprovalRequest = {
        _id: state.nextId(ID_KIND.approval),
        userId: member._id,
        memberName: member.fullName ?? member.memberId ?? '',
        amount,
        reason,
        ...(note ? { note } : {}),
        status: 'pending',
        requestedAt: now().toISOString(),
        requestedBy: actor(account),
      };
      state.approvals.push(request);
      return { status: 202 as const, body: request };
    }
    return ok(applyAdjustment({ userId: member._id, amount, reason, note }, actor(account)));
  };

  /** Moves the member's points and keeps the adjustment (made by `by`). */
  function applyAdjustment(
    {
      userId,
      amount,
      reason,
      note,
    }: Pick<PointsAdjustment, 'userId' | 'amount' | 'reason' | 'note'>,
    by: PointsAdjustment['by'],
  ): PointsAdjustment {
    const member = state.member(userId)!;
    const at = now().toISOString();
    const balanceAfter = member.points + amount;
    state.replaceMember(member, { ...member, points: balanceAfter, updatedAt: at });
    const adjustment: PointsAdjustment = {
      _id: state.nextId(ID_KIND.adjustment),
      userId,
      amount,
      reason,
      ...(note ? { note } : {}),
      balanceBefore: member.points,
      balanceAfter,
      at,
      by,
    };
    state.putAdjustment(adjustment);
    return adjustment;
  }

  const listApprovals: Handler<'listApprovals'> = ({ query }) => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    const status = query.status ?? 'pending';
    const all = state.approvals.filter((a) => a.status === status).reverse();
    const pending = state.approvals.filter((a) => a.status === 'pending').length;
    return ok({
      approvals: all.slice((page - 1) * limit, page * limit),
      total: all.length,
      pending,
    });
  };

  const decideApproval: Handler<'decideApproval'> = ({ path, body, account }) => {
    const index = state.approvals.findIndex((a) => a._id === path.approvalId);
    const request = state.approvals[index];
    if (!request) return fail(404, 'Request not found');
    if (request.status !== 'pending') return fail(409, 'Request already decided');
    const reason = body.reason?.trim() ?? '';
    if (body.decision === 'rejected' && !reason)
      return fail(400, 'A reason is required to reject a request');
    const decided = { decidedAt: now().toISOString(), decidedBy: actor(account) };
    if (body.decision === 'rejected') {
      const rejected: ApprovalRequest = {
        ...request,
        status: 'rejected',
        ...decided,
        decisionReason: reason,
      };
      state.approvals[index] = rejected;
      return ok(rejected);
    }
    const member = state.member(request.userId);
    if (!member) return fail(404, 'User not found');
    if (member.points + request.amount < 0)
      return fail(
        409,
        'Balance cannot go below zero',
        `The member has ${member.points} points; ${request.amount} would leave ${member.points + request.amount}.`,
      );
    // Applied now, once, in the requester's name: the decision is kept beside it.
    const adjustment = applyAdjustment(request, request.requestedBy);
    const approved: ApprovalRequest = {
      ...request,
      status: 'approved',
      ...decided,
      adjustmentId: adjustment._id,
    };
    state.approvals[index] = approved;
    return ok(approved);
  };

  const getApprovalLimit: Handler<'getApprovalLimit'> = () => ok({ limit: state.approvalLimit });

  const setApprovalLimit: Handler<'setApprovalLimit'> = ({ body }) => {
    state.approvalLimit = body.limit;
    return ok({ limit: state.approvalLimit });
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

  return {
    listPointsAdjustments,
    createPointsAdjustment,
    reversePointsAdjustment,
    listApprovals,
    decideApproval,
    getApprovalLimit,
    setApprovalLimit,
  };
}
