// Rewards: the list, redemption on a member's behalf and the redemption history.
import { voucherCode } from '../rules.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

export function rewardHandlers(state: State, now: () => Date, random: () => number) {
  const listRewards: Handler<'listRewards'> = () => ok({ rewards: state.rewards });

  const getRewardHistory: Handler<'getRewardHistory'> = ({ path }) =>
    state.member(path.userId)
      ? ok({ history: state.history(path.userId) })
      : fail(404, 'User not found');

  const redeemReward: Handler<'redeemReward'> = ({ body }) => {
    const member = state.member(body.userId);
    if (!member) return fail(404, 'User not found');
    const reward = state.rewards.find((r) => r._id === body.rewardId);
    if (!reward) return fail(404, 'Reward not found');
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
      true,
    );
    return ok({ message: 'Reward redeemed successfully' });
  };

  return { listRewards, getRewardHistory, redeemReward };
}
