// The members list's filters (listMembers): one rule that says which members a search and a set
// of filters select, shared by the list, its CSV answer and a saved view's count.
import type { operations } from '../../generated/api';
import { queryParameterNames } from './contract.ts';
import { isCompleted } from './rules.ts';
import type { State } from './state.ts';
import type { Member } from './types.ts';

type ListQuery = NonNullable<operations['listMembers']['parameters']['query']>;
/**
 * The search and the filters: the list's query without its paging, as the query sends them or
 * as a saved view keeps them (every value as text).
 */
export type MemberSelection = {
  [K in keyof Omit<ListQuery, 'page' | 'limit'>]?: string | number;
};

const DAY = 86_400_000;

/** The search and every filter of the members list (a saved members view keeps these). */
export const MEMBER_FILTER_NAMES: readonly string[] = queryParameterNames('listMembers').filter(
  (name) => name !== 'page' && name !== 'limit',
);

const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Why the filters cannot select anyone (a range the wrong way round), else undefined. */
export function invalidSelection(selection: MemberSelection): string | undefined {
  const { pointsMin, pointsMax } = selection;
  const [joinedFrom, joinedTo, visitedAfter, visitedBefore] = (
    ['joinedFrom', 'joinedTo', 'lastVisitAfter', 'lastVisitBefore'] as const
  ).map((name) => (selection[name] === undefined ? undefined : String(selection[name])));
  if (pointsMin !== undefined && pointsMax !== undefined && Number(pointsMin) > Number(pointsMax))
    return 'pointsMin is more than pointsMax.';
  if (joinedFrom && joinedTo && joinedFrom > joinedTo) return 'joinedFrom is after joinedTo.';
  if (visitedAfter && visitedBefore && visitedAfter > visitedBefore)
    return 'lastVisitAfter is after lastVisitBefore.';
  return undefined;
}

/**
 * An instant as `toISOString` writes it (`2026-11-22T09:30:00.000Z`), which orders as text: the
 * filters compare instants as text, 100,000 members without parsing a date each (a saved view's
 * count is read with every list of views).
 */
const canonical = (instant: string): string =>
  instant.length === 24 && instant.endsWith('Z') ? instant : new Date(instant).toISOString();
const instantOf = (ms: number) => new Date(ms).toISOString();

/** The member's last visit on any mission (canonical), or undefined when there is none. */
function lastVisitOf(state: State, memberId: string): string | undefined {
  let last: string | undefined;
  for (const p of state.joined(memberId)) {
    if (!p.lastVisitAt) continue;
    const at = canonical(p.lastVisitAt);
    if (last === undefined || at > last) last = at;
  }
  return last;
}

/** The month (1 to 12) of a day or instant written `YYYY-MM-…`. */
const monthOf = (date: string): number =>
  /^\d{4}-\d{2}-/.test(date) ? Number(date.slice(5, 7)) : new Date(date).getUTCMonth() + 1;

/** The points of every active reward, lowest first, each once. */
function activePrices(state: State): number[] {
  const prices = new Set<number>();
  for (const reward of state.rewards)
    if (state.isActive(reward._id)) prices.add(reward.pointsRequired);
  return [...prices].sort((a, b) => a - b);
}

/** The lowest price above `points` (the next reward the member cannot redeem yet), if any. */
function nextPrice(prices: readonly number[], points: number): number | undefined {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (prices[middle]! <= points) low = middle + 1;
    else high = middle;
  }
  return prices[low];
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
  const text = (name: keyof MemberSelection) =>
    selection[name] === undefined ? undefined : String(selection[name]);
  const needle = (text('search') ?? '').trim().toLowerCase();
  const tier = text('membership')?.toLowerCase();
  // A tier is matched whatever its case, each distinct value lowered once.
  const tierMatches = new Map<string | undefined, boolean>();
  const isTier = (membership: string | undefined) => {
    let matches = tierMatches.get(membership);
    if (matches === undefined) {
      matches = membership?.toLowerCase() === tier;
      tierMatches.set(membership, matches);
    }
    return matches;
  };
  const min = selection.pointsMin === undefined ? undefined : Number(selection.pointsMin);
  const max = selection.pointsMax === undefined ? undefined : Number(selection.pointsMax);
  const dayStart = (name: keyof MemberSelection) => {
    const day = text(name);
    return day ? startOf(day) : undefined;
  };
  const instant = (ms: number | undefined) => (ms === undefined ? undefined : instantOf(ms));
  const joinedFrom = instant(dayStart('joinedFrom'));
  const joinedTo = dayStart('joinedTo');
  const joinedBefore = instant(joinedTo === undefined ? undefined : joinedTo + DAY);
  const visitedFrom = instant(dayStart('lastVisitAfter'));
  const visitedBefore = instant(dayStart('lastVisitBefore'));
  const lapsedSince = instant(
    selection.noVisitDays === undefined
      ? undefined
      : now.getTime() - Number(selection.noVisitDays) * DAY,
  );
  const latestVisit = [visitedBefore, lapsedSince].filter((v) => v !== undefined);
  const visitMatters = visitedFrom !== undefined || latestVisit.length > 0;
  const [joinedMission, completedMission, language] = (
    ['joinedMission', 'completedMission', 'language'] as const
  ).map(text);
  const completing = completedMission ? state.mission(completedMission) : undefined;
  const birthMonth =
    selection.birthMonth === undefined
      ? undefined
      : selection.birthMonth === 'current'
        ? now.getUTCMonth() + 1
        : Number(selection.birthMonth);
  const shortBy =
    selection.pointsToReward === undefined ? undefined : Number(selection.pointsToReward);
  const prices = shortBy === undefined ? [] : activePrices(state);

  return (member, index) => {
    // An anonymised member is kept for statistics, never found.
    if (member.anonymisedAt) return false;
    if (needle && !state.haystacks[index]!.includes(needle)) return false;
    if (tier !== undefined && !isTier(member.membership)) return false;
    if (min !== undefined && member.points < min) return false;
    if (max !== undefined && member.points > max) return false;
    if (language && member.preferredLanguage !== language) return false;
    if (birthMonth !== undefined) {
      if (!member.dateOfBirth) return false;
      if (monthOf(member.dateOfBirth) !== birthMonth) return false;
    }
    if (shortBy !== undefined) {
      const next = nextPrice(prices, member.points);
      if (next === undefined || next - member.points > shortBy) return false;
    }
    if (joinedFrom !== undefined || joinedBefore !== undefined) {
      const joined = member.createdAt ? canonical(member.createdAt) : undefined;
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
