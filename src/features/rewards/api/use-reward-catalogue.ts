import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rewardCataloguePageQuery } from '@/api/queries/rewards';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { rewardQueryOf, type RewardListParams } from '../rules/list-params';

// The list operation also answers text/csv: a page asked as JSON is never a string.
const NO_PAGE = { rewards: [], total: 0 };
const rewardPage = <T extends object>(data: T | string) =>
  typeof data === 'string' ? NO_PAGE : data;

/** One page of the catalogue; while the next page is on its way the grid keeps the last one. */
export function useRewardCatalogue(list: RewardListParams) {
  return useQuery({
    ...rewardCataloguePageQuery(rewardQueryOf(list)),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: rewardPage,
  });
}
