// Analytics: the programme's activity over a range, counted from the store's own data.
import { activityFrom } from '../activity/activity.ts';
import type { ActivityCache } from '../activity/cache.ts';
import { isCalendarDay, isTimeZone } from '../activity/calendar.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

/** The longest range an activity report covers, in years (the contract says so). */
export const MAX_RANGE_YEARS = 5;

/** The same day `years` later (YYYY-MM-DD; 29 February compares as written). */
const yearsAfter = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

export function analyticsHandlers(cache: ActivityCache) {
  const getActivity: Handler<'getActivity'> = ({ query }) => {
    const { from, to, interval = 'day', tz = 'UTC' } = query;
    if (!isCalendarDay(from) || !isCalendarDay(to)) return fail(400, 'Invalid request');
    if (to >= yearsAfter(from, MAX_RANGE_YEARS))
      return fail(
        400,
        'Range too long',
        `The range can be at most ${MAX_RANGE_YEARS} years: choose a "to" day before ${yearsAfter(from, MAX_RANGE_YEARS)}.`,
      );
    if (!isTimeZone(tz)) return fail(404, 'Time zone not found');
    return ok(activityFrom(cache.current(), { from, to, interval, tz }));
  };
  return { getActivity };
}
