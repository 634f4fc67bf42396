// The members list's filters (listMembers): one rule that says which members a search and a set
// of filters select, shared by the list, its CSV answer and a saved view's count.
import type { operations } from '../../generated/api';
import { isCompleted } from './rules.ts';
import type { State } from './state.ts';
import type { Member } from './types.ts';

type ListQuery = NonNullable<operations['listMembers']['parameters']['query']>;
/** The search and the filters: the list's query without its paging. */
export type MemberSelection = Omit<ListQuery, 'page' | 'limit'>;

const DAY = 86_400_000;

const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Why the filters cannot select anyone (a range the wrong way round), else undefined. */
export function invalidSelection(selection: MemberSelection): string | undefined {
  const { pointsMin, pointsMax, joinedFrom, joinedTo, lastVisitAfter, lastVisitBefore } = selection;
  if (pointsMin !== undefined && pointsMax !== undefined && Number(pointsMin) > Number(pointsMax))
    return 'pointsMin is more than pointsMax.';
  if (joinedFrom && joinedTo && joinedFrom > joinedTo) return 'joinedFrom is after joinedTo.';
  if (lastVisitAfter && lastVisitBefore && lastVisitAfter > lastVisitBefore)
    return 'lastVisitAfter is after lastVisitBefore.';
  return undefined;
}

/** The member's last visit on any mission (milliseconds), or undefined when there is none. */
function lastVisitOf(state: State, memberId: string): number | undefined {
  let last: number | undefined;
  for (const p of state.joined(memberId)) {
    if (!p.lastVisitAt) continue;
    const at = Date.parse(p.lastVisitAt);
    if (last === undefined || at > last) last = at;
  }
  return last;
}

/**
 * Which members the search and filters select, as a test of one member by its index in
 * `state.members` (the search reads the store's index of searchable text).
 */
export function memberTest(
  state: State,
  selection: MemberSelection,
  now: Date,
): (member: Member, index: number) => boolean {
  const needle = (selection.search ?? '').trim().toLowerCase();
  const tier = selection.membership?.toLowerCase();
  const min = selection.pointsMin === undefined ? undefined : Number(selection.pointsMin);
  const max = selection.pointsMax === undefined ? undefined : Number(selection.pointsMax);
  const joinedFrom = selection.joinedFrom ? startOf(selection.joinedFrom) : undefined;
  const joinedBefore = selection.joinedTo ? startOf(selection.joinedTo) + DAY : undefined;
  const visitedFrom = selection.lastVisitAfter ? startOf(selection.lastVisitAfter) : undefined;
  const visitedBefore = selection.lastVisitBefore ? startOf(selection.lastVisitBefore) : undefined;
  const lapsedSince =
    selection.noVisitDays === undefined
      ? undefined
      : now.getTime() - Number(selection.noVisitDays) * DAY;
  const latestVisit = [visitedBefore, lapsedSince].filter((v) => v !== undefined);
  const visitMatters = visitedFrom !== undefined || latestVisit.length > 0;
  const { joinedMission, completedMission, language } = selection;
  const completing = completedMission ? state.mission(completedMission) : undefined;

  return (member, index) => {
    if (needle && !state.haystacks[index]!.includes(needle)) return false;
    if (tier !== undefined && member.membership?.toLowerCase() !== tier) return false;
    if (min !== undefined && member.points < min) return false;
    if (max !== undefined && member.points > max) return false;
    if (language && member.preferredLanguage !== language) return false;
    if (joinedFrom !== undefined || joinedBefore !== undefined) {
      const joined = member.createdAt ? Date.parse(member.createdAt) : undefined;
      if (joined === undefined) return false;
      if (joinedFrom !== undefined && joined < joinedFrom) return false;
      if (joinedBefore !== undefined && joined >= joinedBefore) return false;
    }
    if (visitMatters) {
      const last = lastVisitOf(state, member._id);
      if (visitedFrom !== undefined && (last === undefined || last < visitedFrom)) return false;
      if (last !== undefined && latestVisit.some((limit) => last >= limit)) return false;
    }
    if (joinedMission && !state.joined(member._id).some((p) => p.missionId === joinedMission))
      return false;
    if (completedMission) {
      if (!completing) return false;
      const done = state
        .joined(member._id)
        .some((p) => p.missionId === completedMission && isCompleted(completing, p.progress));
      if (!done) return false;
    }
    return true;
  };
}

/** How many members the search and filters select. */
export function countMembers(state: State, selection: MemberSelection, now: Date): number {
  const test = memberTest(state, selection, now);
  let total = 0;
  for (let i = 0; i < state.members.length; i += 1) if (test(state.members[i]!, i)) total += 1;
  return total;
}
