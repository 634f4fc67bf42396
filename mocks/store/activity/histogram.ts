// Every dated event of the store counted per quarter hour, built in one pass: new members
// (createdAt), visits (each participation's visit timestamps) with the points each credited (a
// PointBased mission's reward on every visit, a VisitBased one's on the visit that completes it),
// redemptions and the points they used.
import type { State } from '../state.ts';
import type { Participation } from '../types.ts';
import { SLOT_MS, slotOf } from './slots.ts';

export interface ActivityCounts {
  newMembers: number;
  visits: number;
  pointsEarned: number;
  pointsRedeemed: number;
  redemptions: number;
}

export const METRICS = [
  'newMembers',
  'visits',
  'pointsEarned',
  'pointsRedeemed',
  'redemptions',
] as const satisfies readonly (keyof ActivityCounts)[];

export const zero = (): ActivityCounts => ({
  newMembers: 0,
  visits: 0,
  pointsEarned: 0,
  pointsRedeemed: 0,
  redemptions: 0,
});

interface Sink {
  joined: (at: string) => void;
  visited: (at: string, points: number) => void;
  redeemed: (at: string, points: number) => void;
}

/** Calls back for every dated event of the participations (visits and the points they paid). */
function eachVisit(state: State, list: readonly Participation[], sink: Sink): void {
  for (const { missionId, visits } of list) {
    const mission = state.mission(missionId);
    const perVisit = mission?.type === 'PointBased' ? mission.pointsReward : 0;
    // visits are newest first: the completing visit of a VisitBased mission is its limit-th.
    const paying = mission?.type === 'VisitBased' ? visits.length - (mission.visitLimit ?? 1) : -1;
    for (let k = 0; k < visits.length; k += 1)
      sink.visited(visits[k]!, k === paying ? mission!.pointsReward : perVisit);
  }
}

/** Calls back for every dated event of the store, or of one member. */
function eachEvent(state: State, sink: Sink, memberId?: string): void {
  if (memberId !== undefined) {
    const createdAt = state.member(memberId)?.createdAt;
    if (createdAt) sink.joined(createdAt);
    eachVisit(state, state.joined(memberId), sink);
    for (const { redeemedAt, pointsUsed } of state.history(memberId))
      sink.redeemed(redeemedAt, pointsUsed);
    return;
  }
  for (const member of state.members) if (member.createdAt) sink.joined(member.createdAt);
  for (const list of state.participations.values()) eachVisit(state, list, sink);
  for (const history of state.redemptions.values())
    for (const { redeemedAt, pointsUsed } of history) sink.redeemed(redeemedAt, pointsUsed);
}

/** Room kept after the newest event for what the admin records from now on. */
const AHEAD = 2 * 366 * 96;

export class ActivityHistogram {
  /** The slot of counts[…][0]. */
  readonly first: number;
  readonly counts: Record<keyof ActivityCounts, Float64Array>;

  private constructor(first: number, counts: Record<keyof ActivityCounts, Float64Array>) {
    this.first = first;
    this.counts = counts;
  }

  static of(state: State): ActivityHistogram {
    // The span first, from the instants as written (a string compare), read once at the ends.
    let oldest = '';
    let newest = '';
    const span = (at: string) => {
      let instant = at;
      if (at.length !== 24 || !at.endsWith('Z')) {
        const slot = slotOf(at);
        if (Number.isNaN(slot)) return;
        instant = new Date(slot * SLOT_MS).toISOString();
      }
      if (oldest === '' || instant < oldest) oldest = instant;
      if (instant > newest) newest = instant;
    };
    eachEvent(state, { joined: span, visited: span, redeemed: span });
    const now = slotOf(new Date().toISOString());
    const low = oldest ? Math.min(slotOf(oldest), now) : now;
    const length = Math.max(newest ? slotOf(newest) : now, now) + AHEAD - low;
    const histogram = new ActivityHistogram(low, {
      newMembers: new Float64Array(length),
      visits: new Float64Array(length),
      pointsEarned: new Float64Array(length),
      pointsRedeemed: new Float64Array(length),
      redemptions: new Float64Array(length),
    });
    histogram.count(state, 1);
    return histogram;
  }

  /**
   * Adds (sign 1) or takes away (sign −1) the events of the store, or of one member; false when
   * one falls outside the span kept (the counts must then be built afresh).
   */
  count(state: State, sign: 1 | -1, memberId?: string): boolean {
    const { counts, first } = this;
    const size = counts.visits.length;
    let inside = true;
    const at = (instant: string) => {
      const slot = slotOf(instant) - first;
      if (slot >= 0 && slot < size) return slot;
      if (!Number.isNaN(slot)) inside = false;
      return -1;
    };
    eachEvent(
      state,
      {
        joined: (instant) => {
          const slot = at(instant);
          if (slot >= 0) counts.newMembers[slot]! += sign;
        },
        visited: (instant, points) => {
          const slot = at(instant);
          if (slot < 0) return;
          counts.visits[slot]! += sign;
          counts.pointsEarned[slot]! += sign * points;
        },
        redeemed: (instant, points) => {
          const slot = at(instant);
          if (slot < 0) return;
          counts.redemptions[slot]! += sign;
          counts.pointsRedeemed[slot]! += sign * points;
        },
      },
      memberId,
    );
    return inside;
  }

  /** What happened from slot `from` (included) to slot `to` (excluded). */
  sum(from: number, to: number): ActivityCounts {
    const total = zero();
    const start = Math.max(from - this.first, 0);
    const end = Math.min(to - this.first, this.counts.visits.length);
    for (const metric of METRICS) {
      const values = this.counts[metric];
      let sum = 0;
      for (let i = start; i < end; i += 1) sum += values[i]!;
      total[metric] = sum;
    }
    return total;
  }
}
