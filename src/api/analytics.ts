// The Analytics tag: the programme's activity over time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { operations } from '@generated/api';
import { $api } from './client';

export type ActivityQuery = operations['getActivity']['parameters']['query'];

/** GET /api/admin/activity: the programme's activity per interval of a range, in a time zone. */
export const activityQuery = (query: ActivityQuery) =>
  $api.queryOptions('get', '/api/admin/activity', { params: { query } });

/**
 * The activity of a range in the admin's time zone, asked afresh whenever the screen opens (the
 * figures follow what the admin did elsewhere a moment ago); the last answer stays while the next
 * comes.
 */
export function useActivity(query: ActivityQuery) {
  return useQuery({ ...activityQuery(query), staleTime: 0, placeholderData: keepPreviousData });
}
