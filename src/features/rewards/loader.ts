import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { rewardCataloguePageQuery } from '@/api/rewards';
import { parseRewardList, rewardQueryOf } from './rules/list-params';

/** The page of the catalogue the address asks for. */
export function rewardsLoader({ request }: LoaderFunctionArgs) {
  const list = parseRewardList(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(rewardCataloguePageQuery(rewardQueryOf(list)));
  return null;
}
