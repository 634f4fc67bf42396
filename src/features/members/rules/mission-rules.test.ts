import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JOIN_PATHS, SCAN_PATHS } from '@/api/missions';
import {
  isCompleted,
  isPastDue,
  missionIdOf,
  missionKind,
  progressPercent,
  rewardShown,
} from './mission-rules';

describe('progressPercent', () => {
  it('is visits over the visit limit', () => {
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(0, 3)).toBe(0);
  });
  it('counts a missing visit limit as 1', () => {
    expect(progressPercent(0, undefined)).toBe(0);
    expect(progressPercent(1, undefined)).toBe(100);
  });
  it('never goes past 100 or below 0, whatever the numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 10_000 }),
        fc.option(fc.integer({ min: -5, max: 10_000 }), { nil: undefined }),
        (progress, limit) => {
          const width = progressPercent(progress, limit);
          return width >= 0 && width <= 100 && Number.isFinite(width);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isCompleted', () => {
  it('once visits reach the limit', () => {
    expect(isCompleted(2, 3)).toBe(false);
    expect(isCompleted(3, 3)).toBe(true);
    expect(isCompleted(4, 3)).toBe(true);
    expect(isCompleted(1, undefined)).toBe(true);
    expect(isCompleted(0, undefined)).toBe(false);
  });
});

describe('rewardShown', () => {
  it('multiplies the points of a point mission by its visits', () => {
    expect(rewardShown({ type: 'PointBased', pointsReward: 20, progress: 4 })).toEqual({
      kind: 'perVisit',
      points: 20,
      progress: 4,
      total: 80,
    });
  });
  it('shows the fixed reward of a visit mission', () => {
    expect(rewardShown({ type: 'VisitBased', pointsReward: 75, progress: 3 })).toEqual({
      kind: 'fixed',
      points: 75,
    });
  });
});

describe('isPastDue', () => {
  const due = '2026-11-22T00:00:00.000Z';
  it('can still be joined on the due day, to its last millisecond', () => {
    expect(isPastDue(due, new Date(2026, 10, 22, 9, 0))).toBe(false);
    expect(isPastDue(due, new Date(2026, 10, 22, 23, 59, 59, 999))).toBe(false);
  });
  it('is past due from the next day on', () => {
    expect(isPastDue(due, new Date(2026, 10, 23, 0, 0, 0, 0))).toBe(true);
    expect(isPastDue('2025-06-30T00:00:00.000Z', new Date(2026, 10, 22))).toBe(true);
  });
  it('is not past due before', () => {
    expect(isPastDue('2027-01-31T00:00:00.000Z', new Date(2026, 10, 22))).toBe(false);
  });
});

describe('missionKind', () => {
  it('maps code 1 to a visit mission, 2 to a point mission, anything else to none', () => {
    expect(missionKind({ code: 1 })).toBe('visit');
    expect(missionKind({ code: 2 })).toBe('point');
    expect(missionKind({ code: 3 })).toBeUndefined();
    expect(missionKind({ code: 0 })).toBeUndefined();
  });
});

describe('the endpoint of a category code', () => {
  const endpoints = (code: number) => {
    const kind = missionKind({ code });
    return kind && { join: JOIN_PATHS[kind], scan: SCAN_PATHS[kind] };
  };

  it('joins and scans a visit mission (code 1) through the visit endpoints', () => {
    expect(endpoints(1)).toEqual({
      join: '/api/user-mission/join',
      scan: '/api/visit/admin-scan/{userId}/{missionId}',
    });
  });
  it('joins and scans a point mission (code 2) through the point endpoints', () => {
    expect(endpoints(2)).toEqual({
      join: '/api/point-mission/join',
      scan: '/api/point-mission/admin-scan/{userId}/{missionId}',
    });
  });
  it('has no endpoint for any other code', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => code !== 1 && code !== 2),
        (code) => endpoints(code) === undefined,
      ),
      { numRuns: 1000 },
    );
  });
});

describe('missionIdOf', () => {
  it('reads an id or an embedded mission', () => {
    expect(missionIdOf({ missionId: 'abc' })).toBe('abc');
    expect(
      missionIdOf({
        missionId: {
          _id: 'def',
          name: 'n',
          description: 'd',
          category: { name: 'Visit', code: 1 },
          pointsReward: 1,
          dueDate: '2026-01-01T00:00:00.000Z',
          type: 'VisitBased',
        },
      }),
    ).toBe('def');
  });
});
