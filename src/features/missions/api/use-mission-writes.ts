import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { missionQuery } from '@/api/queries/missions';
import type { MissionInput } from '../rules/mission-form';

/**
 * Create and update a mission (used by the form). After each, the mission's own cache takes the server's
 * answer and every list of missions (and the profile's joinable list) is fetched again when next
 * shown.
 */
export function useMissionWrites() {
  const queryClient = useQueryClient();
  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/missions'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/missions/joinable-userSide'] });
  }, [queryClient]);
  const created = $api.useMutation('post', '/api/missions', { onSuccess: refreshLists });
  const updated = $api.useMutation('put', '/api/missions/{missionId}', {
    onSuccess: (answer, { params }) => {
      queryClient.setQueryData(missionQuery(params.path.missionId).queryKey, answer.data);
      refreshLists();
    },
  });
  const { mutateAsync: create } = created;
  const { mutateAsync: update } = updated;
  return {
    create: useCallback((body: MissionInput) => create({ body }), [create]),
    update: useCallback(
      (missionId: string, body: MissionInput) => update({ params: { path: { missionId } }, body }),
      [update],
    ),
  };
}
