// @vitest-environment node
// The seeded history ends on the day the back end starts: one seed gives the same clinic on every
// day, moved by the days between; its last visits are on the start day, and nothing it calls past
// lies after the start. `--today` pins the day, and refuses anything that is not a date.
import { describe, expect, it } from 'vitest';
import type { State } from '../state.ts';
import { seedState } from './seed.ts';
import { dayOf, historyEnd, REFERENCE_DATE, SEED_DAY } from './today.ts';

const DAY = 86_400_000;
const seeded = (until?: Date) => seedState({ members: 300, seed: 2026, until });
const later = <T extends string | null | undefined>(iso: T, days: number): T =>
  (iso ? new Date(Date.parse(iso) + days * DAY).toISOString() : iso) as T;

/** Everything the seed dates in the past: visits, scans, sign-ups, redemptions, messages, audit. */
function history(state: State): string[] {
  return [
    ...state.members.flatMap((m) => [m.createdAt, m.updatedAt]),
    ...[...state.participations.values()].flat().flatMap((p) => [p.lastVisitAt, ...p.visits]),
    ...state.scans.map((s) => s.at),
    ...[...state.redemptions.values()].flat().map((r) => r.redeemedAt),
    ...state.messages.map((m) => m.createdAt),
    ...state.audit.entries.map((e) => e.at),
    ...state.approvals.map((a) => a.requestedAt),
    ...[...state.rewardStatus.values()].map((s) => s.createdAt),
    ...state.savedViews.map((v) => v.createdAt),
  ].filter((at): at is string => typeof at === 'string');
}

const lastVisit = (state: State) =>
  state.scans
    .map((s) => s.at)
    .sort()
    .at(-1) ?? '';

describe('the seed on the day the back end starts', () => {
  const written = seeded();

  it('is the seed as written on the day it is written for', () => {
    expect(seeded(historyEnd(new Date('2027-05-01T08:00:00.000Z'), SEED_DAY))).toEqual(written);
    expect(lastVisit(written).slice(0, 10)).toBe(SEED_DAY);
  });

  it('is the same history on another day, moved by the days between', () => {
    const days = 48;
    const moved = seeded(new Date(REFERENCE_DATE.getTime() + days * DAY));
    expect(moved.members).toEqual(
      written.members.map((m) => ({
        ...m,
        createdAt: later(m.createdAt, days),
        updatedAt: later(m.updatedAt, days),
      })),
    );
    expect(moved.scans).toEqual(written.scans.map((s) => ({ ...s, at: later(s.at, days) })));
    expect([...moved.participations.values()].flat()).toEqual(
      [...written.participations.values()].flat().map((p) => ({
        ...p,
        lastVisitAt: later(p.lastVisitAt, days),
        visits: p.visits.map((at) => later(at, days)),
      })),
    );
    expect(moved.missions.map((m) => m.dueDate)).toEqual(
      written.missions.map((m) => later(m.dueDate, days)),
    );
    expect(moved.advertisements.map((a) => [a.startsAt, a.endsAt])).toEqual(
      written.advertisements.map((a) => [later(a.startsAt, days), later(a.endsAt, days)]),
    );
    expect(moved.messages.map((m) => m.createdAt)).toEqual(
      written.messages.map((m) => later(m.createdAt, days)),
    );
    expect(moved.audit.entries.map((e) => e.at)).toEqual(
      written.audit.entries.map((e) => later(e.at, days)),
    );
    expect(moved.savedViews.find((v) => v.name === 'Joined this month')?.filters).toEqual({
      joinedFrom: '2027-01-01',
    });
  });

  it('has its last visits on the start day, and nothing it calls past after the start', () => {
    for (const start of ['2027-02-10T15:30:00.000Z', '2027-02-10T07:45:10.000Z']) {
      const state = seeded(historyEnd(new Date(start)));
      expect(lastVisit(state).slice(0, 10), start).toBe('2027-02-10');
      expect(history(state).filter((at) => at > start)).toEqual([]);
    }
    const morning = seeded(historyEnd(new Date('2027-02-10T07:45:10.000Z')));
    const afternoon = seeded(historyEnd(new Date('2027-02-10T15:30:00.000Z')));
    // The morning's start draws that day's visits closer to midnight; the days before are the same.
    expect(morning.scans.length).toBe(afternoon.scans.length);
    expect(morning.scans.filter((s) => s.at < '2027-02-10')).toEqual(
      afternoon.scans.filter((s) => s.at < '2027-02-10'),
    );
  });

  it('takes --today as a date only', () => {
    expect(historyEnd(new Date('2027-05-01T08:00:00.000Z'), '2027-01-09').toISOString()).toBe(
      '2027-01-09T12:00:00.000Z',
    );
    expect(historyEnd(new Date('2027-01-09T08:00:00.000Z'), '2027-01-09').toISOString()).toBe(
      '2027-01-09T08:00:00.000Z',
    );
    for (const bad of ['tomorrow', '2026-02-30', '2026-11-22T10:00', '22/11/2026', '1999-12-31'])
      expect(() => dayOf(bad), bad).toThrow(
        `--today takes a date from 2010 to 2099 as YYYY-MM-DD, such as 2026-11-22; not "${bad}"`,
      );
  });
});
