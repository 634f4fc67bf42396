import type { operations } from '@generated/api';
import { $api } from '../client';

/** GET /api/rewards/get: every reward a member can redeem. */
export const rewardsQuery = () => $api.queryOptions('get', '/api/rewards/get');

export type RewardCatalogueQuery = NonNullable<
  operations['listRewardCatalogue']['parameters']['query']
>;

/** GET /api/rewards: one page of the catalogue, searched, filtered and sorted on the server. */
export const rewardCataloguePageQuery = (query: RewardCatalogueQuery) =>
  $api.queryOptions('get', '/api/rewards', { params: { query } });

export type RewardRedemptionsQuery = NonNullable<
  operations['listRewardRedemptions']['parameters']['query']
>;

/** GET /api/rewards/{rewardId}/redemptions: one page of a reward's redemptions, newest first. */
export const rewardRedemptionsPageQuery = (rewardId: string, query: RewardRedemptionsQuery) =>
  $api.queryOptions('get', '/api/rewards/{rewardId}/redemptions', {
    params: { path: { rewardId }, query },
  });
