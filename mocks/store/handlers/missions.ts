// Missions: joinable and joined lists, joining, visits, visit history and reassignment.
import {
  categoryMatches,
  isCompleted,
  isExpired,
  pointsEarned,
  totalPointsEarned,
} from '../rules.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Account, Handler, JoinedMission, Member, Participation } from '../types.ts';
import { fail, ok } from './errors.ts';

export function missionHandlers(state: State, now: () => Date) {
  const joinedRecord = (p: Participation): JoinedMission | undefined => {
    const mission = state.mission(p.missionId);
    if (!mission) return undefined;
    return {
      _id: p._id,
      missionId: p.embedded ? mission : mission._id,
      name: mission.name,
      category: mission.category,
      progress: p.progress,
      ...(mission.visitLimit === undefined ? {} : { visitLimit: mission.visitLimit }),
      pointsReward: mission.pointsReward,
      type: mission.type,
      lastVisitAt: p.lastVisitAt,
      unassignedByAdmin: p.unassignedByAdmin,
      userId: p.userId,
    };
  };

  const find = (userId: string, missionId: string) =>
    state.joined(userId).find((p) => p.missionId === missionId);

  const join = (code: 1 | 2, userId: string, missionId: string) => {
    const member = state.member(userId);
    if (!member) return fail(404, 'User not found');
    const mission = state.mission(missionId);
    if (!mission) return fail(404, 'Mission not found');
    if (!categoryMatches(mission, code)) return fail(400, 'Invalid mission category');
    if (find(userId, missionId)) return fail(409, 'Mission already joined');
    if (isExpired(mission, now()))
      return fail(400, 'Mission has expired', 'This mission has already expired.');
    state.addParticipation({
      _id: state.nextId(ID_KIND.participation),
      userId,
      missionId,
      progress: 0,
      lastVisitAt: null,
      unassignedByAdmin: false,
      visits: [],
      embedded: false,
    });
    return ok({ message: 'Mission joined successfully' });
  };

  const credit = (member: Member, points: number) => {
    if (points === 0) return;
    state.replaceMember(member, {
      ...member,
      points: member.points + points,
      updatedAt: now().toISOString(),
    });
  };

  const visit = (code: 1 | 2, userId: string, missionId: string, account: Account | undefined) => {
    const member = state.member(userId);
    if (!member) return fail(404, 'User not found');
    const mission = state.mission(missionId);
    if (!mission) return fail(404, 'Mission not found');
    if (!categoryMatches(mission, code)) return fail(400, 'Invalid mission category');
    const participation = find(userId, missionId);
    if (!participation)
      return fail(404, 'Mission not joined', 'The member has not joined this mission.');
    if (participation.unassignedByAdmin)
      return fail(409, 'Member unassigned', 'Reassign the member before recording a visit.');
    if (isCompleted(mission, participation.progress))
      return fail(
        409,
        'Mission already completed',
        'The visit limit for this mission has been reached.',
      );
    const before = pointsEarned(mission, participation.progress);
    const at = now().toISOString();
    participation.progress += 1;
    participation.lastVisitAt = at;
    participation.visits.unshift(at);
    const scan = account
      ? state.addScan({
          admin: { _id: account.user._id, fullName: account.user.fullName },
          userId,
          missionId,
          at,
        })
      : undefined;
    // Credited once: only the difference the visit makes (every visit on a PointBased mission,
    // the completing visit on a VisitBased one).
    credit(member, pointsEarned(mission, participation.progress) - before);
    return ok(
      scan ? { message: 'Visit recorded', visitId: scan._id } : { message: 'Visit recorded' },
    );
  };

  /**
   * Undoes one visit of the scans log: progress down by one, the points it earned taken back
   * (never below zero: 409 when the member has spent them), and the visit leaves the log.
   */
  const reverseVisit: Handler<'reverseVisit'> = ({ path, body, account }) => {
    const reason = body.reason.trim();
    if (!reason) return fail(400, 'Invalid request', 'A reason is required to reverse a visit.');
    const reversed = state.reversals.get(path.visitId);
    if (reversed)
      return fail(
        409,
        'Visit already reversed',
        `This visit was reversed at ${reversed.at} by ${reversed.by.fullName}.`,
      );
    const scan = state.scan(path.visitId);
    if (!scan) return fail(404, 'Visit not found');
    const member = state.member(scan.userId);
    const mission = state.mission(scan.missionId);
    const participation = find(scan.userId, scan.missionId);
    if (!member || !mission || !participation || participation.progress < 1)
      return fail(404, 'Visit not found');
    const takenBack =
      pointsEarned(mission, participation.progress) -
      pointsEarned(mission, participation.progress - 1);
    if (member.points < takenBack)
      return fail(
        409,
        'Points already spent',
        `The member has ${member.points} points; reversing this visit takes back ${takenBack}.`,
      );
    participation.progress -= 1;
    const index = participation.visits.indexOf(scan.at);
    participation.visits.splice(index >= 0 ? index : 0, 1);
    participation.lastVisitAt = participation.visits[0] ?? null;
    credit(member, -takenBack);
    state.removeScan(scan._id, {
      at: now().toISOString(),
      by: account
        ? { _id: account.user._id, fullName: account.user.fullName }
        : { _id: scan.admin._id, fullName: scan.admin.fullName },
      reason,
    });
    return ok({
      message: 'Visit reversed',
      visitId: scan._id,
      userId: scan.userId,
      missionId: scan.missionId,
      progress: participation.progress,
      points: state.member(scan.userId)?.points ?? 0,
    });
  };

  const listJoinableMissions: Handler<'listJoinableMissions'> = ({ query }) => {
    if (!state.member(query.userId)) return fail(404, 'User not found');
    const taken = new Set(state.joined(query.userId).map((p) => p.missionId));
    return ok({ missions: state.missions.filter((mission) => !taken.has(mission._id)) });
  };

  const listJoinedMissions: Handler<'listJoinedMissions'> = ({ path }) => {
    if (!state.member(path.id)) return fail(404, 'User not found');
    const joined = state.joined(path.id);
    return ok({
      missions: joined.flatMap((p) => joinedRecord(p) ?? []),
      totalPointsEarned: totalPointsEarned(joined, (id) => state.mission(id)),
    });
  };

  const getVisitHistory: Handler<'getVisitHistory'> = ({ path }) => {
    if (!state.member(path.userId)) return fail(404, 'User not found');
    if (!state.mission(path.missionId)) return fail(404, 'Mission not found');
    return ok({ visitHistory: [...(find(path.userId, path.missionId)?.visits ?? [])] });
  };

  const reassignMember: Handler<'reassignMember'> = ({ path }) => {
    if (!state.member(path.userId)) return fail(404, 'User not found');
    const participation = find(path.userId, path.missionId);
    if (!participation) return fail(404, 'Mission not found');
    participation.unassignedByAdmin = false;
    return ok({ message: 'User reassigned successfully' });
  };

  return {
    listJoinableMissions,
    listJoinedMissions,
    getVisitHistory,
    reassignMember,
    reverseVisit,
    joinVisitMission: (({ body }) =>
      join(1, body.userId, body.missionId)) satisfies Handler<'joinVisitMission'>,
    joinPointMission: (({ body }) =>
      join(2, body.userId, body.missionId)) satisfies Handler<'joinPointMission'>,
    recordVisit: (({ path, account }) =>
      visit(1, path.userId, path.missionId, account)) satisfies Handler<'recordVisit'>,
    recordPointVisit: (({ path, account }) =>
      visit(2, path.userId, path.missionId, account)) satisfies Handler<'recordPointVisit'>,
  };
}
