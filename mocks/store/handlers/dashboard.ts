// The dashboard: the programme's counts, new members by period and the visits admins recorded,
// every figure counted from the store in the admin's time zone.
import { countByPeriod, countInCurrent, isTimeZone } from '../dashboard-stats.ts';
import { isExpired } from '../rules.ts';
import type { State } from '../state.ts';
import type { Handler } from '../types.ts';
import { ok } from './errors.ts';

/** The zone asked for; UTC when none is asked or this runtime does not know the name. */
const zoneOf = (tz: string | undefined) => (tz !== undefined && isTimeZone(tz) ? tz : 'UTC');

function* visitTimes(state: State) {
  for (const list of state.participations.values()) for (const p of list) yield* p.visits;
}

function* redemptionTimes(state: State) {
  for (const list of state.redemptions.values()) for (const r of list) yield r.redeemedAt;
}

function* joinTimes(state: State) {
  for (const member of state.members) if (member.createdAt) yield member.createdAt;
}

export function dashboardHandlers(state: State, now: () => Date) {
  const getAdminCounts: Handler<'getAdminCounts'> = ({ query }) => {
    const tz = zoneOf(query.tz);
    const at = now();
    return ok({
      members: state.members.length,
      activeMissions: state.missions.filter((m) => !isExpired(m, at)).length,
      rewards: state.rewards.length,
      redemptionsThisMonth: countInCurrent(redemptionTimes(state), 'month', at, tz),
      visitsToday: countInCurrent(visitTimes(state), 'day', at, tz),
    });
  };

  const getUserStats: Handler<'getUserStats'> = ({ query }) => {
    const tz = zoneOf(query.tz);
    const { labels, counts } = countByPeriod(joinTimes(state), query.period ?? 'week', now(), tz);
    return ok({ chartLabels: labels, chartCounts: counts, totalUsers: state.members.length });
  };

  const listAdminScans: Handler<'listAdminScans'> = ({ query }) => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    const newest = state.scans.length - (page - 1) * limit;
    const slice = state.scans.slice(Math.max(0, newest - limit), Math.max(0, newest)).reverse();
    const scans = slice.map((scan) => {
      const member = state.member(scan.userId);
      return {
        _id: scan._id,
        at: scan.at,
        admin: scan.admin,
        member: {
          _id: scan.userId,
          ...(member?.fullName ? { fullName: member.fullName } : {}),
          ...(member?.memberId ? { memberId: member.memberId } : {}),
          ...(member?.profilePhoto ? { profilePhoto: member.profilePhoto } : {}),
        },
        mission: {
          _id: scan.missionId,
          name: state.mission(scan.missionId)?.name ?? '',
        },
      };
    });
    return ok({ scans, total: state.scans.length });
  };

  return { getAdminCounts, getUserStats, listAdminScans };
}
