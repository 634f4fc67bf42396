// The Advertisements tag: the banners members see, their order.
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api } from './client';
import { reads, refresh, runWrite, useWrite } from './write';
import { ifMatch } from './versions';

export type Advertisement = components['schemas']['Advertisement'];
export type AdvertisementListQuery = NonNullable<
  operations['listAdvertisements']['parameters']['query']
>;
export type AdvertisementFields = Omit<components['schemas']['AdvertisementUpdate'], 'image'>;

/** GET /api/advertisements: one page of banners in display order, filtered by status. */
export const advertisementsPageQuery = (query: AdvertisementListQuery) =>
  $api.queryOptions('get', '/api/advertisements', { params: { query } });

/** One page of banners in display order; while the next page comes, the last one stays shown. */
export function useAdvertisementsPage(query: AdvertisementListQuery) {
  return useQuery({
    ...advertisementsPageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}

/** After a banner is created, changed, moved or deleted: every list of banners. */
const BANNER_LISTS = [reads('/api/advertisements')];

export type AdvertisementBulkAction = components['schemas']['AdvertisementBulkAction']['action'];

/** POST /api/admin/advertisements/bulk: end, reactivate or delete up to 100 banners, row by row. */
export const runAdvertisementsBulk = (action: AdvertisementBulkAction, ids: readonly string[]) =>
  runWrite(
    'post',
    '/api/admin/advertisements/bulk',
    { body: { action, ids: [...ids] } },
    { refreshes: () => BANNER_LISTS },
  );

/**
 * Create and update a banner as multipart forms (`fields` as typed for the contract, `multipart`
 * what is sent: the body serializer returns FormData, so the browser writes the boundary).
 */
export function useAdvertisementWrites() {
  const { mutateAsync: create } = useWrite('post', '/api/advertisements', {
    refreshes: () => BANNER_LISTS,
  });
  const { mutateAsync: update } = useWrite('put', '/api/advertisements/{adId}', {
    refreshes: () => BANNER_LISTS,
  });
  return {
    create: useCallback(
      (fields: AdvertisementFields, multipart: FormData) =>
        create({ body: fields, bodySerializer: () => multipart }),
      [create],
    ),
    update: useCallback(
      (
        adId: string,
        fields: AdvertisementFields,
        multipart: FormData,
        version: number | undefined,
      ) =>
        update({
          params: { path: { adId }, header: { 'If-Match': ifMatch(version) } },
          body: fields,
          bodySerializer: () => multipart,
        }),
      [update],
    ),
  };
}

/** Deletes a banner; every list of banners is fetched again. */
export function useDeleteAdvertisementCall() {
  const { mutateAsync } = useWrite('delete', '/api/advertisements/{adId}', {
    refreshes: () => BANNER_LISTS,
  });
  return useCallback((adId: string) => mutateAsync({ params: { path: { adId } } }), [mutateAsync]);
}

/**
 * Gives the page shown a new order: the page shows it at once and the order is saved; when the
 * save fails the page goes back as it was and the error is thrown for the screen to show. Every
 * list of banners is asked again either way.
 */
export function useReorderAdvertisements(query: AdvertisementListQuery) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useWrite('put', '/api/advertisements/order');
  return useCallback(
    async (next: Advertisement[]) => {
      const { queryKey } = advertisementsPageQuery(query);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => old && { ...old, advertisements: next });
      try {
        await mutateAsync({ body: { ids: next.map((ad) => ad._id) } });
      } catch (error) {
        queryClient.setQueryData(queryKey, before);
        throw error;
      } finally {
        void refresh(queryClient, BANNER_LISTS);
      }
    },
    [mutateAsync, query, queryClient],
  );
}
