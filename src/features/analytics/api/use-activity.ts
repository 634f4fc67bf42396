import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityQuery } from '@/api/queries/analytics';
import type { ActivityRange } from '../rules/range';

/**
 * The activity of the range in the admin's time zone, asked afresh whenever the screen opens (the
 * figures follow what the admin did elsewhere a moment ago); the last answer stays while the next
 * comes.
 */
export function useActivity(range: ActivityRange, tz: string) {
  return useQuery({
    ...activityQuery({ ...range, tz }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
