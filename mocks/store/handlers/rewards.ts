// Rewards: the list, redemption on a member's behalf and the redemption history.
import { voucherCode } from '../rules.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

export function rewardHandlers(state: State, now: () => Date, random: () => number) {
  /** Only the rewards members can redeem: a retired one is left out. */
  const listRewards: Handler<'listRewards'> = () =>
    ok({ rewards: state.rewards.filter((r) => state.isActive(r._id)) });

  const getRewardHistory: Handler<'getRewardHistory'> = ({ path }) =>
    state.member(path.userId)
      ? ok({ history: state.history(path.userId) })
      : fail(404, 'User not found');

  const redeemReward: Handler<'redeemReward'> = ({ body }) => {
    const member = state.member(body.userId);
    if (!member) return fail(404, 'User not found');
    const reward = state.reward(body.rewardId);
    // A retired reward can no longer be redeemed: members do not see it any more.
    if (!reward || !state.isActive(reward._id)) return fail(404, 'Reward not found');
    if (member.points < reward.pointsRequired)
      return fail(
        409,
        'Insufficient points',
        `The member has ${member.points} points; this reward needs ${reward.pointsRequired}.`,
      );
    const at = now().toISOString();
    state.replaceMember(member, {
      ...member,
      points: member.points - reward.pointsRequired,
      updatedAt: at,
    });
    state.addRedemption(
      member._id,
      {
        _id: state.nextId(ID_KIND.redemption),
        name: reward.name,
        ...(reward.image ? { image: reward.image } : {}),
        pointsUsed: reward.pointsRequired,
        code: voucherCode(reward.name, random),
        redeemedAt: at,
      },
      reward._id,
      true,
    );
    return ok({ message: 'Reward redeemed successfully' });
  };

  return { listRewards, getRewardHistory, redeemReward };
}
