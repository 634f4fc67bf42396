// The front desk: finding a member by what was typed or scanned, with the card it shows and the
// missions that can take a visit now (the last visit on each, for the duplicate guard).
import { findMembers } from '../lookup.ts';
import { isCompleted } from '../rules.ts';
import type { State } from '../state.ts';
import type { Handler, Member } from '../types.ts';
import { fail, ok } from './errors.ts';

export function frontDeskHandlers(state: State) {
  const card = (member: Member) => ({
    _id: member._id,
    ...(member.fullName ? { fullName: member.fullName } : {}),
    ...(member.memberId ? { memberId: member.memberId } : {}),
    ...(member.membership ? { membership: member.membership } : {}),
    points: member.points,
    ...(member.profilePhoto ? { profilePhoto: member.profilePhoto } : {}),
  });

  const missionsOf = (userId: string) =>
    state.joined(userId).flatMap((p) => {
      const mission = state.mission(p.missionId);
      if (!mission || p.unassignedByAdmin || isCompleted(mission, p.progress)) return [];
      const last = state.lastScan(userId, mission._id);
      return [
        {
          missionId: mission._id,
          name: mission.name,
          category: mission.category,
          type: mission.type,
          progress: p.progress,
          ...(mission.visitLimit === undefined ? {} : { visitLimit: mission.visitLimit }),
          pointsReward: mission.pointsReward,
          ...(last ? { lastVisit: { visitId: last._id, at: last.at, by: last.admin } } : {}),
        },
      ];
    });

  const lookupMembers: Handler<'lookupMembers'> = ({ query }) => {
    const q = query.q.trim();
    if (!q || q.length > 100) return fail(400, 'Invalid request', 'q must be 1 to 100 characters.');
    const { found, total } = findMembers(state.members, q);
    return ok({
      matches: found.map(({ member, matchedBy, exact }) => ({
        member: card(member),
        matchedBy,
        exact,
        missions: missionsOf(member._id),
      })),
      total,
    });
  };

  return { lookupMembers };
}
