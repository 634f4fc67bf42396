import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rewardRedemptionsPageQuery } from '@/api/queries/rewards';
import { PAGE_SIZES } from '../rules/list-params';

export type RedemptionsPage = { page: number; pageSize: number };

// The operation also answers text/csv: a page asked as JSON is never a string.
const NO_PAGE = { redemptions: [], total: 0 };
const redemptionPage = <T extends object>(data: T | string) =>
  typeof data === 'string' ? NO_PAGE : data;

/** One page of a reward's redemptions (`page` counts from 0, as the grid does). */
export function useRewardRedemptions(rewardId: string, { page, pageSize }: RedemptionsPage) {
  return useQuery({
    ...rewardRedemptionsPageQuery(rewardId, {
      page: page + 1,
      limit: PAGE_SIZES.find((size) => size === pageSize) ?? 10,
    }),
    placeholderData: keepPreviousData,
    select: redemptionPage,
  });
}
