import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { activityQuery } from '@/api/queries/analytics';
import { adminTimeZone, parseRange, todayIn } from './rules/range';

/**
 * The activity of the range the address asks for, in the admin's own time zone, asked afresh on
 * every visit of the screen (the figures follow what the admin did elsewhere a moment ago).
 */
export function analyticsLoader({ request }: LoaderFunctionArgs) {
  const tz = adminTimeZone();
  const range = parseRange(new URL(request.url).searchParams, todayIn(tz));
  void queryClient.prefetchQuery({ ...activityQuery({ ...range, tz }), staleTime: 0 });
  return null;
}
