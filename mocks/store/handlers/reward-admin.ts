// The reward catalogue for administrators: the paged list (or CSV), create and update from a
// multipart form with an optional picture, delete (409 once redeemed: retire instead), and one
// reward's redemptions (or CSV).
import { toCsv, wantsCsv } from '../csv.ts';
import type { Decoded } from '../images.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Handler, Reward, RewardOverview } from '../types.ts';
import { fail, ok } from './errors.ts';
import { unstorable } from '../contract.ts';

type SortKey = 'name' | 'pointsRequired' | 'redemptions' | 'createdAt';
const CSV = 'text/csv; charset=utf-8';

const compare =
  (key: SortKey) =>
  (a: RewardOverview, b: RewardOverview): number => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    return typeof x === 'number' && typeof y === 'number'
      ? x - y || a._id.localeCompare(b._id)
      : String(x).localeCompare(String(y)) || a._id.localeCompare(b._id);
  };

/** The picture part of a write: none, a clean picture, or why it is refused. */
function pictureOf(images: Record<string, Decoded>, sent: unknown) {
  const decoded = images.image;
  if (decoded) return decoded;
  // An `image` field sent as text is not a file.
  if (sent !== undefined) return { error: 'The file is not a PNG, JPEG or WebP image.' };
  return undefined;
}

export function rewardAdminHandlers(state: State, now: () => Date) {
  const overview = (reward: Reward): RewardOverview => {
    const status = state.rewardStatus.get(reward._id);
    return {
      ...reward,
      active: status?.active ?? true,
      redemptions: state.redemptionsByReward.get(reward._id)?.length ?? 0,
      ...(status ? { createdAt: status.createdAt } : {}),
    };
  };

  const listRewardCatalogue: Handler<'listRewardCatalogue'> = ({ query, accept }) => {
    const needle = (query.search ?? '').trim().toLowerCase();
    const active = query.active === undefined ? undefined : String(query.active) === 'true';
    const found = state.rewards
      .map(overview)
      .filter(
        (r) =>
          (!needle || `${r.name}\n${r.description}`.toLowerCase().includes(needle)) &&
          (active === undefined || r.active === active),
      );
    const sort = query.sort ?? '-createdAt';
    found.sort(compare(sort.replace(/^-/, '') as SortKey));
    if (sort.startsWith('-')) found.reverse();
    if (wantsCsv(accept)) {
      const header = [
        '_id',
        'name',
        'description',
        'pointsRequired',
        'redemptions',
        'active',
        'createdAt',
      ];
      const rows = found.map((r) => [
        r._id,
        r.name,
        r.description,
        r.pointsRequired,
        r.redemptions,
        r.active,
        r.createdAt,
      ]);
      return { status: 200, body: toCsv(header, rows), type: CSV };
    }
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return ok({ rewards: found.slice((page - 1) * limit, page * limit), total: found.length });
  };

  const createReward: Handler<'createReward'> = ({ body, images }) => {
    const name = body.name.trim();
    if (!name) return fail(400, 'Invalid request', 'The name cannot be blank.');
    const picture = pictureOf(images, body.image);
    if (picture && 'error' in picture) return fail(400, picture.error);
    const fields = {
      name,
      description: (body.description ?? '').trim(),
      pointsRequired: Number(body.pointsRequired),
    };
    const wrong = unstorable('Reward', fields);
    if (wrong) return fail(400, 'Invalid request', `The reward's ${wrong}.`);
    const _id = state.nextId(ID_KIND.reward);
    const reward: Reward = {
      _id,
      ...fields,
      ...(picture ? { image: state.images.put('rewards', picture.image) } : {}),
    };
    state.rewards.unshift(reward);
    state.rewardStatus.set(_id, {
      active: String(body.active ?? true) === 'true',
      createdAt: now().toISOString(),
    });
    return ok({ message: 'Reward created successfully', data: overview(reward) });
  };

  const updateReward: Handler<'updateReward'> = ({ path, body, images }) => {
    const before = state.reward(path.rewardId);
    if (!before) return fail(404, 'Reward not found');
    const name = body.name?.trim();
    if (name === '') return fail(400, 'Invalid request', 'The name cannot be blank.');
    const picture = pictureOf(images, body.image);
    if (picture && 'error' in picture) return fail(400, picture.error);
    const wrong = unstorable('Reward', {
      name,
      description: body.description?.trim(),
      pointsRequired: body.pointsRequired === undefined ? undefined : Number(body.pointsRequired),
    });
    if (wrong) return fail(400, 'Invalid request', `The reward's ${wrong}.`);
    // The old picture stays stored: members' histories may still show it.
    const after: Reward = {
      ...before,
      ...(name ? { name } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.pointsRequired !== undefined ? { pointsRequired: Number(body.pointsRequired) } : {}),
      ...(picture ? { image: state.images.put('rewards', picture.image) } : {}),
    };
    state.rewards[state.rewards.indexOf(before)] = after;
    if (body.active !== undefined) {
      const status = state.rewardStatus.get(after._id);
      state.rewardStatus.set(after._id, {
        createdAt: status?.createdAt ?? now().toISOString(),
        active: String(body.active) === 'true',
      });
    }
    return ok({ message: 'Reward updated successfully', data: overview(after) });
  };

  const deleteReward: Handler<'deleteReward'> = ({ path }) => {
    const reward = state.reward(path.rewardId);
    if (!reward) return fail(404, 'Reward not found');
    const redeemed = state.redemptionsByReward.get(reward._id)?.length ?? 0;
    if (redeemed > 0)
      return fail(
        409,
        'Reward has redemptions',
        `This reward was redeemed ${redeemed} times; retire it instead so members' histories keep it.`,
      );
    if (reward.image) state.images.remove(reward.image);
    state.removeReward(reward._id);
    return ok({ message: 'Reward deleted' });
  };

  const listRewardRedemptions: Handler<'listRewardRedemptions'> = ({ path, query, accept }) => {
    const reward = state.reward(path.rewardId);
    if (!reward) return fail(404, 'Reward not found');
    const all = [...(state.redemptionsByReward.get(reward._id) ?? [])]
      .sort((a, b) => b.redemption.redeemedAt.localeCompare(a.redemption.redeemedAt))
      .map(({ userId, redemption }, index) => {
        const member = state.member(userId);
        return {
          _id: redemption._id ?? `${reward._id.slice(0, 16)}${index.toString(16).padStart(8, '0')}`,
          pointsUsed: redemption.pointsUsed,
          code: redemption.code,
          redeemedAt: redemption.redeemedAt,
          member: {
            _id: userId,
            ...(member?.fullName ? { fullName: member.fullName } : {}),
            ...(member?.memberId ? { memberId: member.memberId } : {}),
            ...(member?.profilePhoto ? { profilePhoto: member.profilePhoto } : {}),
          },
        };
      });
    if (wantsCsv(accept)) {
      const header = ['userId', 'fullName', 'memberId', 'pointsUsed', 'code', 'redeemedAt'];
      const rows = all.map((r) => [
        r.member._id,
        r.member.fullName,
        r.member.memberId,
        r.pointsUsed,
        r.code,
        r.redeemedAt,
      ]);
      return { status: 200, body: toCsv(header, rows), type: CSV };
    }
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return ok({ redemptions: all.slice((page - 1) * limit, page * limit), total: all.length });
  };

  return {
    listRewardCatalogue,
    createReward,
    updateReward,
    deleteReward,
    listRewardRedemptions,
  };
}
