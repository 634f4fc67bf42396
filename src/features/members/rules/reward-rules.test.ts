import { describe, expect, it } from 'vitest';
import { checkRedeem, formatRedeemedOn } from './reward-rules';

describe('checkRedeem', () => {
  it('waits for the member', () => {
    expect(checkRedeem(undefined, { pointsRequired: 10 })).toBe('memberNotLoaded');
  });
  it('needs enough points', () => {
    expect(checkRedeem({ points: 449 }, { pointsRequired: 450 })).toBe('notEnoughPoints');
    expect(checkRedeem({ points: 450 }, { pointsRequired: 450 })).toBe('ok');
  });
});

describe('formatRedeemedOn', () => {
  it('writes the time in India (en-IN, Asia/Kolkata, two digits each)', () => {
    expect(formatRedeemedOn('2026-11-21T17:30:05.000Z')).toBe('21/11/26, 11:00:05 pm');
    // 19:00 in London is already the next day in India.
    expect(formatRedeemedOn('2026-11-21T19:00:05.000Z')).toBe('22/11/26, 12:30:05 am');
  });
  it('shows - for a date it cannot read', () => {
    expect(formatRedeemedOn('not a date')).toBe('-');
  });
});
