// The programme's activity per day, week or month of a range, in the admin's time zone, with the
// totals of the range and of the previous range of the same length.
import type { State } from '../state.ts';
import { addDays, daysBetween, firstOfMonth, mondayOf, startOfDay } from './calendar.ts';
import { ActivityHistogram, METRICS, zero, type ActivityCounts } from './histogram.ts';
import { slotAt } from './slots.ts';

export type { ActivityCounts } from './histogram.ts';
export type Interval = 'day' | 'week' | 'month';

export interface ActivityPoint extends ActivityCounts {
  start: string;
  end: string;
}

export interface ActivityQuery {
  from: string;
  to: string;
  interval: Interval;
  tz: string;
}

export interface ActivityReport extends ActivityQuery {
  series: ActivityPoint[];
  totals: ActivityCounts;
  previousTotals: ActivityCounts;
}

/** The first day of each interval of the range, cut at `from`. */
export function intervalStarts(from: string, to: string, interval: Interval): string[] {
  const next = (day: string) =>
    interval === 'day'
      ? addDays(day, 1)
      : interval === 'week'
        ? addDays(mondayOf(day), 7)
        : firstOfMonth(addDays(firstOfMonth(day), 31));
  const starts: string[] = [];
  for (let day = from; day <= to; day = next(day)) starts.push(day);
  return starts;
}

/** The most points a series has: a longer range is answered by a longer interval. */
export const MAX_POINTS = 1000;

/** The interval asked for, or a longer one when the range would hold more than MAX_POINTS. */
export function fittingInterval(from: string, to: string, interval: Interval): Interval {
  const days = daysBetween(from, to) + 1;
  if (interval === 'day' && days <= MAX_POINTS) return 'day';
  if (interval !== 'month' && Math.ceil(days / 7) + 1 <= MAX_POINTS) return 'week';
  return 'month';
}

/** The report from counts already kept per quarter hour (see ActivityHistogram). */
export function activityFrom(histogram: ActivityHistogram, asked: ActivityQuery): ActivityReport {
  const { from, to, tz } = asked;
  if (to < from) return { ...asked, series: [], totals: zero(), previousTotals: zero() };
  const query = { ...asked, interval: fittingInterval(from, to, asked.interval) };
  const starts = intervalStarts(from, to, query.interval);
  const previous = addDays(from, -(daysBetween(from, to) + 1));
  const edges = [previous, ...starts, addDays(to, 1)].map((day) => slotAt(startOfDay(day, tz)));
  const series = starts.map((start, i) => ({
    start,
    end: addDays(starts[i + 1] ?? addDays(to, 1), -1),
    ...histogram.sum(edges[i + 1]!, edges[i + 2]!),
  }));
  const totals = zero();
  for (const point of series) for (const metric of METRICS) totals[metric] += point[metric];
  return { ...query, series, totals, previousTotals: histogram.sum(edges[0]!, edges[1]!) };
}

/** The report computed afresh from the store. */
export const activity = (state: State, query: ActivityQuery) =>
  activityFrom(ActivityHistogram.of(state), query);
