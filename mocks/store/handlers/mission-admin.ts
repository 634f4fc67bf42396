// Missions as the missions screen manages them: list, top, one, create, update, delete and the
// participants of one mission, with CSV answers for the two lists.
import { toCsv, wantsCsv } from '../csv.ts';
import { isCompleted, isExpired } from '../rules.ts';
import { haystackOf, ID_KIND, type State } from '../state.ts';
import type { Handler, Mission, MissionInput, MissionOverview, Participation } from '../types.ts';
import { fail, ok } from './errors.ts';
import { unstorable } from '../contract.ts';

const CATEGORY = {
  1: { name: 'Visit Mission', code: 1 },
  2: { name: 'Point Mission', code: 2 },
} as const;

type SortKey = 'name' | 'pointsReward' | 'visitLimit' | 'dueDate' | 'participants' | 'completed';

function compare(key: SortKey) {
  return (a: MissionOverview, b: MissionOverview): number => {
    if (key === 'name') return a.name.localeCompare(b.name);
    if (key === 'dueDate') return a.dueDate.localeCompare(b.dueDate);
    const value = (m: MissionOverview) => (key === 'visitLimit' ? (m.visitLimit ?? 0) : m[key]);
    return value(a) - value(b);
  };
}

/** The day (UTC) of an instant, YYYY-MM-DD. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A mission from the form's fields, or the rule it breaks. */
function missionFrom(
  id: string,
  input: MissionInput,
): { mission: Mission } | { error: string; message?: string } {
  if (input.category !== 1 && input.category !== 2)
    return { error: 'Invalid mission category code.' };
  if (input.category === 2 && input.type !== 'PointBased')
    return {
      error: 'Invalid mission type',
      message: 'Point missions (category 2) are PointBased.',
    };
  const mission: Mission = {
    _id: id,
    name: input.name.trim(),
    description: input.description,
    category: { ...CATEGORY[input.category] },
    pointsReward: input.pointsReward,
    dueDate: `${input.dueDate}T00:00:00.000Z`,
    visitLimit: input.visitLimit,
    type: input.type,
  };
  if (!mission.name) return { error: 'Invalid request', message: 'The name cannot be blank.' };
  const wrong = unstorable('Mission', mission);
  return wrong ? { error: 'Invalid request', message: `The mission's ${wrong}.` } : { mission };
}

export function missionAdminHandlers(state: State, now: () => Date) {
  const overviews = (): MissionOverview[] => {
    const counts = state.missionCounts();
    return state.missions.map((mission) => ({
      ...mission,
      ...(counts.get(mission._id) ?? { participants: 0, completed: 0 }),
    }));
  };
  /** One mission with its counts, from its participations (one pass, not every mission's). */
  const overview = (
    mission: Mission,
    places: readonly Participation[] = state.participantsOf(mission._id),
  ): MissionOverview => ({
    ...mission,
    participants: places.length,
    completed:
      mission.visitLimit === undefined
        ? 0
        : places.filter((p) => p.progress >= mission.visitLimit!).length,
  });

  const listMissions: Handler<'listMissions'> = ({ query, accept }) => {
    const needle = (query.search ?? '').trim().toLowerCase();
    const at = now();
    const found = overviews().filter(
      (m) =>
        (!needle || `${m.name}\n${m.description}`.toLowerCase().includes(needle)) &&
        (query.category === undefined || m.category.code === Number(query.category)) &&
        (query.type === undefined || m.type === query.type) &&
        (query.status === undefined || isExpired(m, at) === (query.status === 'expired')),
    );
    const sort = query.sort ?? '-dueDate';
    const key = sort.replace(/^-/, '') as SortKey;
    found.sort(compare(key));
    if (sort.startsWith('-')) found.reverse();
    if (wantsCsv(accept)) {
      const header = [
        'id',
        'name',
        'category',
        'type',
        'pointsReward',
        'visitLimit',
        'dueDate',
        'participants',
        'completed',
      ];
      const rows = found.map((m) => [
        m._id,
        m.name,
        m.category.code,
        m.type,
        m.pointsReward,
        m.visitLimit,
        m.dueDate.slice(0, 10),
        m.participants,
        m.completed,
      ]);
      return { status: 200, body: toCsv(header, rows), type: 'text/csv; charset=utf-8' };
    }
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return ok({ missions: found.slice((page - 1) * limit, page * limit), total: found.length });
  };

  const listTopMissions: Handler<'listTopMissions'> = ({ query }) => {
    const limit = Number(query.limit ?? 5);
    const missions = overviews()
      .sort((a, b) => b.participants - a.participants || a.name.localeCompare(b.name))
      .slice(0, limit);
    return ok({ missions });
  };

  const getMission: Handler<'getMission'> = ({ path }) => {
    const mission = state.mission(path.missionId);
    return mission ? ok(overview(mission)) : fail(404, 'Mission not found');
  };

  const createMission: Handler<'createMission'> = ({ body }) => {
    const made = missionFrom(state.nextId(ID_KIND.mission), body);
    if ('error' in made) return fail(400, made.error, made.message);
    if (body.dueDate < dayOf(now())) return fail(400, 'Due date cannot be in the past');
    state.addMission(made.mission);
    return ok({ message: 'Mission created successfully', data: overview(made.mission) });
  };

  const updateMission: Handler<'updateMission'> = ({ path, body }) => {
    if (!state.mission(path.missionId)) return fail(404, 'Mission not found');
    const made = missionFrom(path.missionId, body);
    if ('error' in made) return fail(400, made.error, made.message);
    const places = state.participantsOf(path.missionId);
    const furthest = Math.max(0, ...places.map((p) => p.progress));
    if (body.visitLimit < furthest)
      return fail(
        409,
        'Visit limit below progress',
        `A participant has already recorded ${furthest} visits; the visit limit cannot be lower than ${furthest}.`,
      );
    state.replaceMission(made.mission);
    return ok({ message: 'Mission updated successfully', data: overview(made.mission, places) });
  };

  const deleteMission: Handler<'deleteMission'> = ({ path }) => {
    if (!state.mission(path.missionId)) return fail(404, 'Mission not found');
    const taking = state.participantsOf(path.missionId).length;
    if (taking > 0)
      return fail(
        409,
        'Mission has participants',
        `${taking} members have joined this mission; end it today instead so they keep their progress.`,
      );
    state.removeMission(path.missionId);
    return ok({ message: 'Mission deleted' });
  };

  const listMissionParticipants: Handler<'listMissionParticipants'> = ({ path, query, accept }) => {
    const mission = state.mission(path.missionId);
    if (!mission) return fail(404, 'Mission not found');
    const needle = (query.search ?? '').trim().toLowerCase();
    const statusOf = (p: Participation) =>
      p.unassignedByAdmin
        ? 'unassigned'
        : isCompleted(mission, p.progress)
          ? 'completed'
          : 'in-progress';
    const rows = state.participantsOf(mission._id).flatMap((p) => {
      const member = state.member(p.userId);
      if (!member) return [];
      if (needle && !haystackOf(member).includes(needle)) return [];
      if (query.status !== undefined && statusOf(p) !== query.status) return [];
      return [
        {
          _id: p._id,
          progress: p.progress,
          ...(mission.visitLimit === undefined ? {} : { visitLimit: mission.visitLimit }),
          lastVisitAt: p.lastVisitAt,
          completed: isCompleted(mission, p.progress),
          unassignedByAdmin: p.unassignedByAdmin,
          member: {
            _id: member._id,
            ...(member.fullName ? { fullName: member.fullName } : {}),
            ...(member.memberId ? { memberId: member.memberId } : {}),
            ...(member.profilePhoto ? { profilePhoto: member.profilePhoto } : {}),
          },
        },
      ];
    });
    if (wantsCsv(accept)) {
      const header = [
        'userId',
        'fullName',
        'memberId',
        'progress',
        'visitLimit',
        'lastVisitAt',
        'completed',
        'unassigned',
      ];
      const lines = rows.map((r) => [
        r.member._id,
        r.member.fullName,
        r.member.memberId,
        r.progress,
        r.visitLimit,
        r.lastVisitAt,
        r.completed,
        r.unassignedByAdmin,
      ]);
      return { status: 200, body: toCsv(header, lines), type: 'text/csv; charset=utf-8' };
    }
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return ok({ participants: rows.slice((page - 1) * limit, page * limit), total: rows.length });
  };

  return {
    listMissions,
    listTopMissions,
    getMission,
    createMission,
    updateMission,
    deleteMission,
    listMissionParticipants,
  };
}
