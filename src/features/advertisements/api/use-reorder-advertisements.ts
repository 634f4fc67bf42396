import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { advertisementsPageQuery, type AdvertisementListQuery } from '@/api/queries/advertisements';
import type { Advertisement } from '../rules/list-params';
import { reorderedPage } from '../rules/reorder';

/**
 * Moves a banner on the page shown: the page shows the new order at once and the order is saved;
 * when the save fails the page goes back as it was and the error is thrown for the screen to show.
 */
export function useReorderAdvertisements(query: AdvertisementListQuery) {
  const queryClient = useQueryClient();
  const { mutateAsync } = $api.useMutation('put', '/api/advertisements/order');
  return useCallback(
    async (page: readonly Advertisement[], from: number, to: number) => {
      const { queryKey } = advertisementsPageQuery(query);
      const next = reorderedPage(page, from, to);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => old && { ...old, advertisements: next });
      try {
        await mutateAsync({ body: { ids: next.map((ad) => ad._id) } });
      } catch (error) {
        queryClient.setQueryData(queryKey, before);
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['get', '/api/advertisements'] });
      }
    },
    [mutateAsync, query, queryClient],
  );
}
