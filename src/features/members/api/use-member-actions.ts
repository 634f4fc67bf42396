import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { api } from '@/api/client';
import { idempotencyHeader, idempotentRetry } from '@/api/idempotency';
import { JOIN_PATHS, missionIdOf, SCAN_PATHS, type MissionKind } from '../rules/mission-rules';
import { memberQuery } from './member-query';
import { joinableMissionsQuery, joinedMissionsQuery, rewardHistoryQuery } from './member-queries';

/** The specification's short pause before joined missions are fetched again after a visit. */
export const JOINED_REFETCH_DELAY_MS = 100;

const reload = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.invalidateQueries({ queryKey });

type MissionTarget = { memberId: string; missionId: string; kind: MissionKind };

/** Joins the member to a mission by its category's endpoint; then joinable and joined missions reload. */
export function useJoinMission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentRetry,
    mutationFn: async (action: MissionTarget) => {
      const { memberId, missionId, kind } = action;
      const { data } = await api.POST(JOIN_PATHS[kind], {
        params: { header: idempotencyHeader(action) },
        body: { missionId, userId: memberId },
      });
      return data;
    },
    onSuccess: (_data, { memberId }) =>
      Promise.all([
        reload(queryClient, joinableMissionsQuery(memberId).queryKey),
        reload(queryClient, joinedMissionsQuery(memberId).queryKey),
      ]),
  });
}

/** Records a visit on the member's behalf; then the member reloads, and joined missions 100 ms later. */
export function useRecordVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentRetry,
    mutationFn: async (action: MissionTarget) => {
      const { memberId, missionId, kind } = action;
      const init = {
        params: {
          path: { userId: memberId, missionId },
          header: idempotencyHeader(action),
        },
        body: { userId: memberId, missionId },
      };
      const { data } = await (kind === 'visit'
        ? api.POST(SCAN_PATHS.visit, init)
        : api.POST(SCAN_PATHS.point, init));
      return data;
    },
    onSuccess: (_data, { memberId }) => {
      void reload(queryClient, memberQuery(memberId).queryKey);
      setTimeout(
        () => void reload(queryClient, joinedMissionsQuery(memberId).queryKey),
        JOINED_REFETCH_DELAY_MS,
      );
    },
  });
}

/** Marks the member's record of the mission as no longer unassigned in the cached joined missions. */
function markReassigned(queryClient: QueryClient, memberId: string, missionId: string) {
  queryClient.setQueryData<components['schemas']['JoinedMissionList']>(
    joinedMissionsQuery(memberId).queryKey,
    (answer) =>
      answer && {
        ...answer,
        missions: answer.missions.map((record) =>
          missionIdOf(record) === missionId ? { ...record, unassignedByAdmin: false } : record,
        ),
      },
  );
}

/**
 * Gives a mission the admin had unassigned back to the member. The row leaves the unassigned state
 * at once (the cache is updated), then joined missions reload, so the server's answer has the last word.
 */
export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, missionId }: Omit<MissionTarget, 'kind'>) => {
      const { data } = await api.PUT('/api/missions/{missionId}/reassign/{userId}', {
        params: { path: { missionId, userId: memberId } },
      });
      return data;
    },
    onSuccess: (_data, { memberId, missionId }) => {
      markReassigned(queryClient, memberId, missionId);
      return reload(queryClient, joinedMissionsQuery(memberId).queryKey);
    },
  });
}

/** Redeems a reward with the member's points; then the member, joined missions and reward history reload. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentRetry,
    mutationFn: async (action: { memberId: string; rewardId: string }) => {
      const { memberId, rewardId } = action;
      const { data } = await api.POST('/api/vouchers/redeem', {
        params: { header: idempotencyHeader(action) },
        body: { userId: memberId, rewardId },
      });
      return data;
    },
    onSuccess: (_data, { memberId }) =>
      Promise.all([
        reload(queryClient, memberQuery(memberId).queryKey),
        reload(queryClient, joinedMissionsQuery(memberId).queryKey),
        reload(queryClient, rewardHistoryQuery(memberId).queryKey),
      ]),
  });
}
