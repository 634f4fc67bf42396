import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { consentsQuery, memberQuery, pointsAdjustmentsQuery } from '@/api/members';
import { joinableMissionsQuery, joinedMissionsQuery } from '@/api/missions';
import { rewardHistoryQuery, rewardsQuery } from '@/api/rewards';

/**
 * The member and the rewards; then, by the member's own `_id` as the profile does (§4), the lists
 * that belong to the member. A member that cannot be loaded leaves the lists to the screen.
 */
export function memberProfileLoader({ params }: LoaderFunctionArgs) {
  if (!params.id) return null;
  void queryClient.prefetchQuery(rewardsQuery());
  queryClient.fetchQuery(memberQuery(params.id)).then(
    (member) => {
      void queryClient.prefetchQuery(joinedMissionsQuery(member._id));
      void queryClient.prefetchQuery(rewardHistoryQuery(member._id));
      void queryClient.prefetchQuery(joinableMissionsQuery(member._id));
      void queryClient.prefetchQuery(pointsAdjustmentsQuery(member._id));
      void queryClient.prefetchQuery(consentsQuery(member._id));
    },
    () => undefined,
  );
  return null;
}
