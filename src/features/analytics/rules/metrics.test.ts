import { describe, expect, it } from 'vitest';
import { seriesCsv } from './csv';
import { changeOf, isEmpty } from './metrics';

const ZERO = { newMembers: 0, visits: 0, pointsEarned: 0, pointsRedeemed: 0, redemptions: 0 };

describe('totals against the previous range', () => {
  it('is the change in per cent, one decimal; none from nothing', () => {
    expect(changeOf(120, 100)).toBe(20);
    expect(changeOf(50, 200)).toBe(-75);
    expect(changeOf(1, 3)).toBe(-66.7);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeUndefined();
  });

  it('knows a range where nothing happened', () => {
    expect(isEmpty(ZERO)).toBe(true);
    expect(isEmpty({ ...ZERO, pointsRedeemed: 1 })).toBe(false);
  });
});

describe('the CSV of the series', () => {
  it('has a header and a row per interval, written the admin’s way', () => {
    const csv = seriesCsv(
      [
        { start: '2026-11-16', end: '2026-11-22', ...ZERO, visits: 1234 },
        { start: '2026-11-23', end: '2026-11-25', ...ZERO, newMembers: 2 },
      ],
      {
        start: 'From',
        end: 'To',
        metrics: ['newMembers', 'visits'],
        title: (metric) => (metric === 'visits' ? 'Visits, all' : 'New members'),
        day: (day) => day.split('-').reverse().join('/'),
        number: (value) => value.toLocaleString('en-GB'),
      },
    );
    expect(csv).toBe(
      'From,To,New members,"Visits, all"\r\n' +
        '16/11/2026,22/11/2026,0,"1,234"\r\n' +
        '23/11/2026,25/11/2026,2,0\r\n',
    );
  });

  it('writes a cell a spreadsheet would run as text, and a negative number as a number', () => {
    const csv = seriesCsv([{ start: '2026-11-16', end: '=1+2', ...ZERO, visits: -50 }], {
      start: 'From',
      end: 'To',
      metrics: ['visits'],
      title: () => '@Visits',
      day: (day) => day,
      number: (value) => value.toLocaleString('en-GB'),
    });
    expect(csv).toBe("From,To,'@Visits\r\n2026-11-16,'=1+2,-50\r\n");
  });
});
