// @vitest-environment node
// The activity aggregation against small data sets counted by hand: interval boundaries, time
// zones (one crossing a daylight-saving change each way), empty intervals as zeros.
import { describe, expect, it } from 'vitest';
import { State } from '../state.ts';
import type { Member, Mission, Participation } from '../types.ts';
import { activity, intervalStarts } from './activity.ts';
import { startOfDay } from './calendar.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');

const mission = (n: number, type: Mission['type'], pointsReward: number, visitLimit: number) =>
  ({
    _id: id(0x100 + n),
    name: `Mission ${n}`,
    description: '',
    category:
      type === 'PointBased'
        ? { name: 'Point Mission', code: 2 }
        : { name: 'Visit Mission', code: 1 },
    pointsReward,
    dueDate: '2099-01-01T00:00:00.000Z',
    visitLimit,
    type,
  }) satisfies Mission;

const POINTS = mission(1, 'PointBased', 10, 5);
const VISITS = mission(2, 'VisitBased', 100, 2);

function stateWith({
  joined = [],
  visits = [],
  redeemed = [],
}: {
  joined?: (string | undefined)[];
  visits?: { mission: Mission; at: string[] }[];
  redeemed?: { pointsUsed: number; at: string }[];
}): State {
  const state = new State();
  state.addMission(POINTS);
  state.addMission(VISITS);
  joined.forEach((createdAt, n) => {
    const member: Member = {
      _id: id(n + 1),
      points: 0,
      signupMethod: 'email',
      ...(createdAt ? { createdAt } : {}),
    };
    state.addMember(member);
  });
  visits.forEach(({ mission: m, at }, n) => {
    const participation: Participation = {
      _id: id(0x200 + n),
      userId: id(1),
      missionId: m._id,
      progress: at.length,
      lastVisitAt: at[0] ?? null,
      unassignedByAdmin: false,
      visits: [...at].sort((a, b) => b.localeCompare(a)),
      embedded: false,
    };
    state.addParticipation(participation);
  });
  redeemed.forEach(({ pointsUsed, at }, n) =>
    state.addRedemption(
      id(1),
      {
        _id: id(0x300 + n),
        name: 'Coffee',
        pointsUsed,
        code: 'LC-COFF-AAAAAA',
        redeemedAt: at,
      },
      id(0x400),
    ),
  );
  return state;
}

const counts = (
  newMembers: number,
  visits: number,
  pointsEarned: number,
  pointsRedeemed: number,
  redemptions: number,
) => ({
  newMembers,
  visits,
  pointsEarned,
  pointsRedeemed,
  redemptions,
});
const ZERO = counts(0, 0, 0, 0, 0);

// Three days in March 2026 (the previous range: 26–28 February).
const MARCH = stateWith({
  joined: [
    '2026-02-28T23:59:59.999Z', // previous range in UTC; 1 March in Tokyo
    '2026-03-01T00:00:00.000Z', // the first instant of 1 March (UTC)
    '2026-03-03T23:59:59.999Z', // the last instant of 3 March in UTC; 4 March in Tokyo
    '2026-03-04T00:00:00.000Z', // after the range
    undefined, // no join date: never counted
  ],
  visits: [
    // 10 points for every visit
    {
      mission: POINTS,
      at: ['2026-03-01T08:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-03T10:00:00.000Z'],
    },
    // 100 points on the second visit only
    { mission: VISITS, at: ['2026-02-27T12:00:00.000Z', '2026-03-03T12:00:00.000Z'] },
    // one visit of two: nothing earned yet
    { mission: VISITS, at: ['2026-03-01T12:00:00.000Z'] },
  ],
  redeemed: [
    { pointsUsed: 250, at: '2026-03-03T08:00:00.000Z' },
    { pointsUsed: 50, at: '2026-02-26T00:00:00.000Z' },
  ],
});

describe('activity per day', () => {
  it('counts each day in UTC, with an empty day as zeros and the previous range of the same length', () => {
    const report = activity(MARCH, {
      from: '2026-03-01',
      to: '2026-03-03',
      interval: 'day',
      tz: 'UTC',
    });
    expect(report.series).toEqual([
      { start: '2026-03-01', end: '2026-03-01', ...counts(1, 3, 20, 0, 0) },
      { start: '2026-03-02', end: '2026-03-02', ...ZERO },
      { start: '2026-03-03', end: '2026-03-03', ...counts(1, 2, 110, 250, 1) },
    ]);
    expect(report.totals).toEqual(counts(2, 5, 130, 250, 1));
    expect(report.previousTotals).toEqual(counts(1, 1, 0, 50, 1));
  });

  it("follows the time zone's days (Asia/Tokyo, nine hours ahead)", () => {
    const report = activity(MARCH, {
      from: '2026-03-01',
      to: '2026-03-03',
      interval: 'day',
      tz: 'Asia/Tokyo',
    });
    expect(report.series.map(({ start, end, ...rest }) => [start, end, rest])).toEqual([
      ['2026-03-01', '2026-03-01', counts(2, 3, 20, 0, 0)],
      ['2026-03-02', '2026-03-02', ZERO],
      ['2026-03-03', '2026-03-03', counts(0, 2, 110, 250, 1)],
    ]);
    expect(report.previousTotals).toEqual(counts(0, 1, 0, 50, 1));
  });

  it('answers zeros for every day of a range where nothing happened', () => {
    const report = activity(MARCH, {
      from: '2025-01-01',
      to: '2025-01-04',
      interval: 'day',
      tz: 'UTC',
    });
    expect(report.series.map((p) => p.start)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(
      report.series.every(
        ({ start, end, ...rest }) => start === end && JSON.stringify(rest) === JSON.stringify(ZERO),
      ),
    ).toBe(true);
    expect(report.totals).toEqual(ZERO);
  });
});

describe('daylight saving time', () => {
  it('London: the spring change (29 March 2026, 01:00 GMT → 02:00 BST) moves the next midnight an hour earlier', () => {
    expect(new Date(startOfDay('2026-03-29', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-03-30', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
    const state = stateWith({
      visits: [
        {
          mission: POINTS,
          at: [
            '2026-03-28T00:00:00.000Z', // 28 March, 00:00 GMT
            '2026-03-29T00:30:00.000Z', // 29 March, 00:30 GMT
            '2026-03-29T01:30:00.000Z', // 29 March, 02:30 BST
            '2026-03-29T22:59:59.999Z', // 29 March, 23:59:59 BST
            '2026-03-29T23:00:00.000Z', // 30 March, 00:00 BST (29 March in UTC)
            '2026-03-30T23:00:00.000Z', // 31 March, 00:00 BST: after the range
          ],
        },
      ],
    });
    const report = activity(state, {
      from: '2026-03-28',
      to: '2026-03-30',
      interval: 'day',
      tz: 'Europe/London',
    });
    expect(report.series.map((p) => p.visits)).toEqual([1, 3, 1]);
    expect(report.series.map((p) => p.pointsEarned)).toEqual([10, 30, 10]);
    const utc = activity(state, {
      from: '2026-03-28',
      to: '2026-03-30',
      interval: 'day',
      tz: 'UTC',
    });
    expect(utc.series.map((p) => p.visits)).toEqual([1, 4, 1]);
  });

  it('New York: the autumn change (1 November 2026) makes a 25-hour day that ends its week', () => {
    expect(new Date(startOfDay('2026-11-01', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-11-02', 'America/New_York')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    const state = stateWith({
      joined: ['2026-11-02T04:30:00.000Z', '2026-11-02T05:00:00.000Z'], // Sunday 23:30 EST; Monday 00:00 EST
    });
    const report = activity(state, {
      from: '2026-10-26',
      to: '2026-11-08',
      interval: 'week',
      tz: 'America/New_York',
    });
    expect(report.series.map(({ start, end, newMembers }) => [start, end, newMembers])).toEqual([
      ['2026-10-26', '2026-11-01', 1],
      ['2026-11-02', '2026-11-08', 1],
    ]);
  });

  it('Santiago: a day whose midnight does not exist starts at 01:00', () => {
    // 6 September 2026: clocks jump from 00:00 (UTC−4) to 01:00 (UTC−3).
    expect(new Date(startOfDay('2026-09-06', 'America/Santiago')).toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-09-05', 'America/Santiago')).toISOString()).toBe(
      '2026-09-05T04:00:00.000Z',
    );
  });
});

describe('weeks and months', () => {
  it('starts weeks on Monday and cuts the first and last at the range', () => {
    expect(intervalStarts('2026-03-04', '2026-03-17', 'week')).toEqual([
      '2026-03-04',
      '2026-03-09',
      '2026-03-16',
    ]);
    const state = stateWith({
      joined: [
        '2026-03-08T23:59:59.999Z', // Sunday: first week
        '2026-03-09T00:00:00.000Z', // Monday: second week
        '2026-03-03T23:59:59.999Z', // the Tuesday before the range: previous range
        '2026-03-18T00:00:00.000Z', // the Wednesday after: outside
      ],
    });
    const report = activity(state, {
      from: '2026-03-04',
      to: '2026-03-17',
      interval: 'week',
      tz: 'UTC',
    });
    expect(report.series.map(({ start, end, newMembers }) => [start, end, newMembers])).toEqual([
      ['2026-03-04', '2026-03-08', 1],
      ['2026-03-09', '2026-03-15', 1],
      ['2026-03-16', '2026-03-17', 0],
    ]);
    expect(report.previousTotals.newMembers).toBe(1);
  });

  it('counts calendar months, February included, cut at the range', () => {
    const state = stateWith({
      redeemed: [
        { pointsUsed: 100, at: '2026-01-31T23:59:59.999Z' },
        { pointsUsed: 200, at: '2026-02-28T23:59:59.999Z' },
        { pointsUsed: 300, at: '2026-03-01T00:00:00.000Z' },
        { pointsUsed: 400, at: '2026-03-11T00:00:00.000Z' }, // after the range
      ],
    });
    const report = activity(state, {
      from: '2026-01-15',
      to: '2026-03-10',
      interval: 'month',
      tz: 'UTC',
    });
    expect(
      report.series.map(({ start, end, pointsRedeemed, redemptions }) => [
        start,
        end,
        pointsRedeemed,
        redemptions,
      ]),
    ).toEqual([
      ['2026-01-15', '2026-01-31', 100, 1],
      ['2026-02-01', '2026-02-28', 200, 1],
      ['2026-03-01', '2026-03-10', 300, 1],
    ]);
    expect(report.totals.pointsRedeemed).toBe(600);
  });
});
