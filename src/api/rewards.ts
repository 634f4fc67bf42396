// The Rewards tag: the catalogue and its redemptions, the members' list of rewards, redeeming.
import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { PAGE_SIZES } from '@/lib/list-paging';
import { toMultipart } from '@/lib/multipart';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api, api, pageOrEmpty } from './client';
import { memberQuery } from './members';
import { joinedMissionsQuery } from './missions';
import { reads, runWrite, useAction, useWrite } from './write';
import { ifMatch } from './versions';

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

const rewardPage = pageOrEmpty({ rewards: [], total: 0 });
const redemptionPage = pageOrEmpty({ redemptions: [], total: 0 });

/** One page of the catalogue; while the next page is on its way the grid keeps the last one. */
export function useRewardCatalogue(query: RewardCatalogueQuery) {
  return useQuery({
    ...rewardCataloguePageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: rewardPage,
  });
}

export type RedemptionsPage = { page: number; pageSize: number };

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

/** Every redemption of a reward (all pages), as the server's CSV. */
export async function fetchRedemptionsCsv(rewardId: string): Promise<string> {
  const { data } = await api.GET('/api/rewards/{rewardId}/redemptions', {
    params: { path: { rewardId } },
    headers: { Accept: 'text/csv' },
    parseAs: 'text',
  });
  return data ?? '';
}

/** GET /api/vouchers/user-history/{userId}: the member's redeemed vouchers. */
export const rewardHistoryQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/vouchers/user-history/{userId}', {
    params: { path: { userId: memberId } },
  });

export type RewardFields = components['schemas']['RewardForm'];
export type RewardUpdateFields = components['schemas']['RewardUpdate'];

/** After a reward is created, changed or deleted: the catalogue and the members' list of rewards. */
const REWARD_LISTS = [reads('/api/rewards'), reads('/api/rewards/get')];

/**
 * Create and update a reward as a multipart form (`fields` as typed for the contract, `multipart`
 * what is sent, with the picked picture when there is one).
 */
export function useRewardWrites() {
  const { mutateAsync: create } = useWrite('post', '/api/rewards', {
    refreshes: () => REWARD_LISTS,
  });
  const { mutateAsync: update } = useWrite('put', '/api/rewards/{rewardId}', {
    refreshes: () => REWARD_LISTS,
  });
  return {
    create: useCallback(
      (fields: RewardFields, multipart: FormData) =>
        create({ body: fields, bodySerializer: () => multipart }),
      [create],
    ),
    update: useCallback(
      (
        rewardId: string,
        fields: RewardUpdateFields,
        multipart: FormData,
        version: number | undefined,
      ) =>
        update({
          params: { path: { rewardId }, header: { 'If-Match': ifMatch(version) } },
          body: fields,
          bodySerializer: () => multipart,
        }),
      [update],
    ),
  };
}

/** Retire a reward (members can no longer redeem it; its history stays) or offer it again. */
export const setRewardActive = (rewardId: string, active: boolean, version: number | undefined) =>
  runWrite(
    'put',
    '/api/rewards/{rewardId}',
    {
      params: { path: { rewardId }, header: { 'If-Match': ifMatch(version) } },
      body: { active },
      bodySerializer: () => toMultipart({ active }),
    },
    { refreshes: () => REWARD_LISTS },
  );

export type RewardBulkAction = components['schemas']['RewardBulkAction']['action'];

/** POST /api/admin/rewards/bulk: retire, reactivate or delete up to 100 rewards, row by row. */
export const runRewardsBulk = (action: RewardBulkAction, ids: readonly string[]) =>
  runWrite(
    'post',
    '/api/admin/rewards/bulk',
    { body: { action, ids: [...ids] } },
    { refreshes: () => REWARD_LISTS },
  );

/** DELETE /api/rewards/{rewardId}; a reward already redeemed answers 409. */
export const deleteReward = (rewardId: string) =>
  runWrite(
    'delete',
    '/api/rewards/{rewardId}',
    { params: { path: { rewardId } } },
    { refreshes: () => REWARD_LISTS },
  );

/** Redeems a reward with the member's points; then the member, joined missions and reward history reload. */
export function useRedeemReward() {
  const write = useWrite('post', '/api/vouchers/redeem', {
    refreshes: (_answer, { body }) => [
      memberQuery(body.userId),
      joinedMissionsQuery(body.userId),
      rewardHistoryQuery(body.userId),
    ],
  });
  return useAction([write], ({ memberId, rewardId }: { memberId: string; rewardId: string }) =>
    write.mutateAsync({ body: { userId: memberId, rewardId } }),
  );
}
