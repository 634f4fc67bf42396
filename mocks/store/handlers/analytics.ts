// Analytics: the programme's activity over a range, counted from the store's own data.
import { activityFrom } from '../activity/activity.ts';
import type { ActivityCache } from '../activity/cache.ts';
import { isCalendarDay, isTimeZone } from '../activity/calendar.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

export function analyticsHandlers(cache: ActivityCache) {
  const getActivity: Handler<'getActivity'> = ({ query }) => {
    const { from, to, interval = 'day', tz = 'UTC' } = query;
    if (!isCalendarDay(from) || !isCalendarDay(to)) return fail(400, 'Invalid request');
    if (!isTimeZone(tz)) return fail(404, 'Time zone not found');
    return ok(activityFrom(cache.current(), { from, to, interval, tz }));
  };
  return { getActivity };
}
