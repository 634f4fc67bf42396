import { describe, expect, it } from 'vitest';
import { isPastDue, progressPercent } from './dates';
import {
  duplicateForm,
  EMPTY_MISSION_FORM,
  endedToday,
  missionForm,
  missionInput,
  type MissionOverview,
} from './mission-form';
import { missionSchema } from './mission-schema';
import { restoredForm } from '@/session/kept-drafts';

const today = () => '2026-11-22';
const valid = {
  ...EMPTY_MISSION_FORM,
  name: 'Spring Allergy Check',
  pointsReward: '80',
  visitLimit: '2',
  dueDate: '2026-11-22',
};
const errorsOf = (form: typeof valid, mode: 'create' | 'edit' = 'create') => {
  const result = missionSchema(mode, today).safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const mission: MissionOverview = {
  _id: '65a1c0d2e3f4a5b6c7d8e911',
  name: 'Winter Skin Care Clinic',
  description: 'Four visits.',
  category: { name: 'Visit Mission', code: 1 },
  pointsReward: 100,
  dueDate: '2026-12-20T00:00:00.000Z',
  visitLimit: 4,
  type: 'VisitBased',
  participants: 3,
  completed: 1,
};

describe('the mission form', () => {
  it('accepts a valid mission due today (end of day counts)', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('says what is wrong beside each field', () => {
    expect(
      errorsOf({
        name: ' ',
        description: 'x'.repeat(1001),
        category: '3',
        type: 'VisitBased',
        pointsReward: '0',
        visitLimit: '1001',
        dueDate: '2026-11-21',
      }),
    ).toEqual({
      name: 'missions:errors.nameRequired',
      description: 'missions:errors.descriptionTooLong',
      category: 'missions:errors.categoryInvalid',
      pointsReward: 'missions:errors.points',
      visitLimit: 'missions:errors.visitLimit',
      dueDate: 'missions:errors.dueDatePast',
    });
    expect(errorsOf({ ...valid, name: 'n'.repeat(101), pointsReward: '2.5' })).toEqual({
      name: 'missions:errors.nameTooLong',
      pointsReward: 'missions:errors.points',
    });
    expect(errorsOf({ ...valid, dueDate: '2027-02-29' }).dueDate).toBe(
      'missions:errors.dueDateInvalid',
    );
  });

  it('keeps the reward within what the contract allows (10,000 points)', () => {
    expect(errorsOf({ ...valid, pointsReward: '10000' })).toEqual({});
    expect(errorsOf({ ...valid, pointsReward: '10001' })).toEqual({
      pointsReward: 'missions:errors.pointsTooMany',
    });
    for (const points of ['1e308', '9007199254740993'])
      expect(errorsOf({ ...valid, pointsReward: points }).pointsReward, points).toMatch(
        /^missions:errors\.points(TooMany)?$/,
      );
  });

  it('requires PointBased for point missions', () => {
    expect(errorsOf({ ...valid, category: '2' })).toEqual({
      type: 'missions:errors.pointMissionType',
    });
    expect(errorsOf({ ...valid, category: '2', type: 'PointBased' })).toEqual({});
  });

  it('allows a past due date when editing', () => {
    expect(errorsOf({ ...valid, dueDate: '2025-01-01' }, 'edit')).toEqual({});
  });

  it('opens on a mission, copies it, restores a draft and builds the body', () => {
    expect(missionForm(mission)).toMatchObject({
      category: '1',
      visitLimit: '4',
      dueDate: '2026-12-20',
    });
    expect(duplicateForm(mission, (n) => `${n} (copy)`)).toMatchObject({
      name: 'Winter Skin Care Clinic (copy)',
      dueDate: '',
    });
    expect(restoredForm(valid, { name: 'Kept', visitLimit: 3 })).toEqual({
      ...valid,
      name: 'Kept',
    });
    expect(missionInput(valid)).toEqual({
      name: 'Spring Allergy Check',
      description: '',
      category: 1,
      type: 'VisitBased',
      pointsReward: 80,
      visitLimit: 2,
      dueDate: '2026-11-22',
    });
    expect(endedToday(mission, '2026-11-22')).toMatchObject({
      dueDate: '2026-11-22',
      visitLimit: 4,
    });
  });
});

describe('due dates and progress', () => {
  it('counts the due date until the end of that day (UTC)', () => {
    const due = '2026-11-22T00:00:00.000Z';
    expect(isPastDue(due, new Date('2026-11-22T23:59:59.999Z'))).toBe(false);
    expect(isPastDue(due, new Date('2026-11-23T00:00:00.000Z'))).toBe(true);
  });

  it('caps the progress bar at 100 %', () => {
    expect(progressPercent(2, 4)).toBe(50);
    expect(progressPercent(6, 4)).toBe(100);
    expect(progressPercent(1, undefined)).toBe(100);
  });
});
