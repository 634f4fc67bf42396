import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';

/** Deletes a banner; every list of banners is fetched again. */
export function useDeleteAdvertisementCall() {
  const queryClient = useQueryClient();
  const { mutateAsync } = $api.useMutation('delete', '/api/advertisements/{adId}', {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/advertisements'] }),
  });
  return useCallback((adId: string) => mutateAsync({ params: { path: { adId } } }), [mutateAsync]);
}
