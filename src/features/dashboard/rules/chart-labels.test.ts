import { describe, expect, it } from 'vitest';
import { chartLabelText, shareText } from './chart-labels';

describe('chart labels in the admin’s locale', () => {
  it('writes a day and a month of the server’s labels', () => {
    expect(chartLabelText('2026-11-22', 'en-GB')).toBe('22 Nov');
    expect(chartLabelText('2026-11-22', 'en-US')).toBe('Nov 22');
    expect(chartLabelText('2026-11', 'en-GB')).toBe('Nov 2026');
    expect(chartLabelText('2026-01', 'de')).toBe('Jan. 2026');
  });

  it('keeps the calendar day whatever the browser’s zone (the label is already the admin’s day)', () => {
    expect(chartLabelText('2026-03-01', 'en-GB')).toBe('1 Mar');
  });

  it('shows anything else as it is', () => {
    expect(chartLabelText('week 47', 'en')).toBe('week 47');
  });
});

describe('completion as a share', () => {
  it('writes a percentage, 0 % for a mission nobody joined', () => {
    expect(shareText(31, 126, 'en')).toBe('25%');
    expect(shareText(0, 0, 'en')).toBe('0%');
    expect(shareText(1, 4, 'de')).toMatch(/^25\s%$/u);
  });
});
