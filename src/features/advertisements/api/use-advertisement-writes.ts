import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { advertisementFormData, type AdvertisementFields } from '../rules/advertisement-form';

/**
 * Create and update a banner as multipart forms (the body serializer returns FormData, so the
 * browser writes the boundary). After each, every list of banners is fetched again.
 */
export function useAdvertisementWrites() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['get', '/api/advertisements'] }),
    [queryClient],
  );
  const { mutateAsync: create } = $api.useMutation('post', '/api/advertisements', {
    onSuccess: refresh,
  });
  const { mutateAsync: update } = $api.useMutation('put', '/api/advertisements/{adId}', {
    onSuccess: refresh,
  });
  return {
    create: useCallback(
      (body: AdvertisementFields, image: File | null) =>
        create({ body, bodySerializer: (fields) => advertisementFormData(fields, image) }),
      [create],
    ),
    update: useCallback(
      (adId: string, body: AdvertisementFields, image: File | null) =>
        update({
          params: { path: { adId } },
          body,
          bodySerializer: (fields) => advertisementFormData(fields, image),
        }),
      [update],
    ),
  };
}
