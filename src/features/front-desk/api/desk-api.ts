import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { idempotencyHeader, idempotentRetry } from '@/api/idempotency';
import { UNDO_REASON, type DeskMission } from '../rules/desk-rules';

const LOOKUP_KEY = ['front-desk', 'lookup'] as const;

/** One lookup per scan (`scan` counts them, so scanning the same card again asks afresh). */
export const lookupQuery = (q: string, scan: number) =>
  queryOptions({
    queryKey: [...LOOKUP_KEY, q, scan],
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/users/lookup', { params: { query: { q } }, signal });
      return data!;
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });

type VisitAction = { memberId: string; mission: DeskMission };

/** Records a visit by the mission's category endpoint, with an Idempotency-Key for its retries. */
export function useDeskVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentRetry,
    mutationFn: async (action: VisitAction) => {
      const { memberId, mission } = action;
      const init = {
        params: {
          path: { userId: memberId, missionId: mission.missionId },
          header: idempotencyHeader(action),
        },
        body: { userId: memberId, missionId: mission.missionId },
      };
      const { data } = await (mission.category.code === 1
        ? api.POST('/api/visit/admin-scan/{userId}/{missionId}', init)
        : api.POST('/api/point-mission/admin-scan/{userId}/{missionId}', init));
      return data!;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOOKUP_KEY }),
  });
}

/** Reverses a visit just recorded (the desk's Undo). */
export function useUndoVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentRetry,
    mutationFn: async (action: { visitId: string }) => {
      const { data } = await api.POST('/api/visits/{visitId}/reverse', {
        params: { path: { visitId: action.visitId }, header: idempotencyHeader(action) },
        body: { reason: UNDO_REASON },
      });
      return data!;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOOKUP_KEY }),
  });
}
