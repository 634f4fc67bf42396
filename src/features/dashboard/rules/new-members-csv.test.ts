import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/csv';
import { newMembersCsv } from './new-members-csv';

describe('the new members file', () => {
  it('writes the days in the locale, a label that starts a formula as text, counts as numbers', () => {
    const csv = newMembersCsv(
      { chartLabels: ['2026-11-22', '=1+2', '2026-11-24'], chartCounts: [1280, 3, -50] },
      {
        period: 'Day',
        count: 'New members',
        locale: 'en-GB',
        number: (value) => value.toLocaleString('en-GB'),
      },
    );
    expect(parseCsv(csv)).toEqual([
      ['Day', 'New members'],
      ['22 Nov', '1,280'],
      ["'=1+2", '3'],
      ['24 Nov', '-50'],
    ]);
  });
});
