import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityQuery } from '@/api/queries/analytics';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import type { ActivityRange } from '../rules/range';

/** The activity of the range in the admin's time zone; the last answer stays while the next comes. */
export function useActivity(range: ActivityRange, tz: string) {
  return useQuery({
    ...activityQuery({ ...range, tz }),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}
