import { describe, expect, it } from 'vitest';
import { actionOf } from './bulk-action';

const form = { missionId: '', points: '', reason: '' };

describe('the bulk action of the form', () => {
  it('joins the chosen mission', () => {
    expect(actionOf('joinMission', form)).toBeUndefined();
    expect(actionOf('joinMission', { ...form, missionId: 'm1' })).toEqual({
      type: 'joinMission',
      missionId: 'm1',
    });
  });

  it('credits or debits whole points, not 0, with a reason', () => {
    const points = (p: string, reason = 'Goodwill') =>
      actionOf('adjustPoints', { ...form, points: p, reason });
    expect(points('50')).toEqual({ type: 'adjustPoints', points: 50, reason: 'Goodwill' });
    expect(points('-20')).toMatchObject({ points: -20 });
    expect(points('0')).toBeUndefined();
    expect(points('1.5')).toBeUndefined();
    expect(points('100001')).toBeUndefined();
    expect(points('50', '   ')).toBeUndefined();
  });
});
