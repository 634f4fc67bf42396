import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { rewardCataloguePageQuery } from '@/api/rewards';
import { rewardList } from './rules/list-params';

/** The page of the catalogue the address asks for. */
export function rewardsLoader({ request }: LoaderFunctionArgs) {
  const list = rewardList.parse(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(rewardCataloguePageQuery(rewardList.queryOf(list)));
  return null;
}
