// The dashboard's counting against a small data set counted by hand, in three time zones.
import { describe, expect, it } from 'vitest';
import {
  countByPeriod,
  countInCurrent,
  dayIn,
  isTimeZone,
  periodLabels,
} from './dashboard-stats.ts';

// 23:30 UTC on Wednesday 25 November 2026: already Thursday 26 in Tokyo (UTC+9), still 15:30 on
// the 25th in Los Angeles (UTC−8).
const NOW = new Date('2026-11-25T23:30:00.000Z');
const TOKYO = 'Asia/Tokyo';
const LA = 'America/Los_Angeles';

//                                     UTC day      Tokyo day    Los Angeles day
const INSTANTS = [
  '2026-11-25T23:10:00.000Z', //  a   11-25        11-26        11-25
  '2026-11-25T00:30:00.000Z', //  b   11-25        11-25        11-24
  '2026-11-25T14:59:00.000Z', //  c   11-25        11-25 23:59  11-25
  '2026-11-25T15:00:00.000Z', //  d   11-25        11-26 00:00  11-25
  '2026-11-24T23:59:59.000Z', //  e   11-24        11-25        11-24
  '2026-11-19T10:00:00.000Z', //  f   11-19        11-19        11-19
  '2026-11-18T10:00:00.000Z', //  g   11-18        11-18        11-18
  '2026-10-31T23:30:00.000Z', //  h   10-31        11-01        10-31
];

describe('calendar days in a time zone', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('places an instant on the day of the zone, summer time included', () => {
    expect(dayIn('2026-11-25T15:00:00.000Z', TOKYO)).toBe('2026-11-26');
    expect(dayIn('2026-11-25T14:59:59.000Z', TOKYO)).toBe('2026-11-25');
    expect(dayIn('2026-07-01T23:30:00.000Z', 'Europe/London')).toBe('2026-07-02');
    expect(dayIn('2026-12-01T23:30:00.000Z', 'Europe/London')).toBe('2026-12-01');
  });
});

describe('visits today and redemptions this month', () => {
  it('counts the instants of the zone’s today', () => {
    expect(countInCurrent(INSTANTS, 'day', NOW, 'UTC')).toBe(4); // a b c d
    expect(countInCurrent(INSTANTS, 'day', NOW, TOKYO)).toBe(2); // a d
    expect(countInCurrent(INSTANTS, 'day', NOW, LA)).toBe(3); // a c d
  });

  it('counts the instants of the zone’s month', () => {
    expect(countInCurrent(INSTANTS, 'month', NOW, 'UTC')).toBe(7); // a–g
    expect(countInCurrent(INSTANTS, 'month', NOW, TOKYO)).toBe(8); // a–h
    // 16:00 UTC on 30 November is 1 December in Tokyo: a new month, nothing in it yet.
    const lateNovember = new Date('2026-11-30T16:00:00.000Z');
    expect(countInCurrent(INSTANTS, 'month', lateNovember, TOKYO)).toBe(0);
  });

  it('counts nothing in an empty store', () => {
    expect(countInCurrent([], 'day', NOW, 'UTC')).toBe(0);
  });
});

describe('new members by period', () => {
  it('labels the last 7 days of the zone, today last', () => {
    expect(periodLabels('week', NOW, 'UTC')).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(periodLabels('week', NOW, TOKYO).at(-1)).toBe('2026-11-26');
  });

  it('counts each day of the week, empty days as zeros', () => {
    expect(countByPeriod(INSTANTS, 'week', NOW, 'UTC').counts).toEqual([1, 0, 0, 0, 0, 1, 4]);
    expect(countByPeriod(INSTANTS, 'week', NOW, TOKYO).counts).toEqual([0, 0, 0, 0, 0, 3, 2]);
    expect(countByPeriod(INSTANTS, 'week', NOW, LA).counts).toEqual([1, 0, 0, 0, 0, 2, 3]);
  });

  it('counts the last 30 days', () => {
    const { labels, counts } = countByPeriod(INSTANTS, 'month', NOW, 'UTC');
    expect(labels).toHaveLength(30);
    expect(labels[0]).toBe('2026-10-27');
    expect(labels.at(-1)).toBe('2026-11-25');
    expect(counts[labels.indexOf('2026-10-31')]).toBe(1); // h
    expect(counts[labels.indexOf('2026-11-18')]).toBe(1); // g
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(counts.filter((n) => n === 0)).toHaveLength(25); // all but 10-31, 11-18, 11-19, 11-24, 11-25
  });

  it('counts the last 12 months by month, across a year end', () => {
    const utc = countByPeriod(INSTANTS, 'year', NOW, 'UTC');
    expect(utc.labels).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(utc.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 7]);
    expect(countByPeriod(INSTANTS, 'year', NOW, TOKYO).counts).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8,
    ]);
  });

  it('gives a zero for every label when nobody joined', () => {
    expect(countByPeriod([], 'year', NOW, 'UTC').counts).toEqual(Array(12).fill(0));
  });
});
