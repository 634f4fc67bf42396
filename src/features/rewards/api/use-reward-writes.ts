import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { rewardFields, rewardMultipart, type RewardForm } from '../rules/reward-form';

/**
 * Create and update a reward as a multipart form (with the picked picture, when there is one).
 * After each, the catalogue and the members' list of rewards are fetched again when next shown.
 */
export function useRewardWrites() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/rewards'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/rewards/get'] });
  }, [queryClient]);
  const { mutateAsync: create } = $api.useMutation('post', '/api/rewards', { onSuccess: refresh });
  const { mutateAsync: update } = $api.useMutation('put', '/api/rewards/{rewardId}', {
    onSuccess: refresh,
  });
  return {
    create: useCallback(
      (form: RewardForm) =>
        create({ body: rewardFields(form), bodySerializer: () => rewardMultipart(form) }),
      [create],
    ),
    update: useCallback(
      (rewardId: string, form: RewardForm) =>
        update({
          params: { path: { rewardId } },
          body: rewardFields(form),
          bodySerializer: () => rewardMultipart(form),
        }),
      [update],
    ),
    refresh,
  };
}
