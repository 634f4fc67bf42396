import { describe, expect, it } from 'vitest';
import {
  isAllowedRange,
  lengthOf,
  parseRange,
  presetOf,
  presetRange,
  todayIn,
  withRange,
} from './range';

const TODAY = '2026-11-25';

describe('the analytics range', () => {
  it('is the last 30 days, day by day, without a range in the address', () => {
    expect(parseRange(new URLSearchParams(), TODAY)).toEqual({
      from: '2026-10-27',
      to: TODAY,
      interval: 'day',
    });
  });

  it('reads a range from the address and refuses a backwards or malformed one', () => {
    const read = (query: string) => parseRange(new URLSearchParams(query), TODAY);
    expect(read('from=2026-01-01&to=2026-03-31&interval=month')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'month',
    });
    expect(read('from=2026-03-31&to=2026-01-01').from).toBe('2026-10-27');
    expect(read('from=2026-02-30&to=2026-03-01').from).toBe('2026-10-27');
    expect(read('from=2026-01-01&to=2026-01-02&interval=year').interval).toBe('day');
  });

  it('refuses a range the back end would not answer: past 2100, before 2000, over 5 years', () => {
    const read = (query: string) => parseRange(new URLSearchParams(query), TODAY).from;
    expect(read('from=9999-12-31&to=9999-12-31')).toBe('2026-10-27');
    expect(read('from=1999-12-31&to=2000-01-02')).toBe('2026-10-27');
    expect(read('from=2021-11-25&to=2026-11-25')).toBe('2026-10-27');
    expect(read('from=2021-11-26&to=2026-11-25')).toBe('2021-11-26');
    expect(isAllowedRange({ from: '2096-01-01', to: '2100-12-31' })).toBe(true);
  });

  it('has presets ending today, recognised again from the address', () => {
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-11-19', to: TODAY });
    expect(presetRange('90d', TODAY)).toEqual({ from: '2026-08-28', to: TODAY });
    expect(presetRange('year', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(lengthOf(presetRange('30d', TODAY))).toBe(30);
    const range = { ...presetRange('90d', TODAY), interval: 'week' } as const;
    expect(presetOf(range, TODAY)).toBe('90d');
    expect(presetOf({ ...range, from: '2026-08-29' }, TODAY)).toBeUndefined();
  });

  it('writes the range into the address, keeping other parameters', () => {
    const params = withRange(new URLSearchParams('tab=x'), {
      from: '2026-01-01',
      to: '2026-01-31',
      interval: 'week',
    });
    expect(params.toString()).toBe('tab=x&from=2026-01-01&to=2026-01-31&interval=week');
  });

  it("knows today in the admin's time zone", () => {
    const instant = new Date('2026-11-25T23:30:00.000Z');
    expect(todayIn('Europe/London', instant)).toBe('2026-11-25');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-26');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-25');
  });
});
