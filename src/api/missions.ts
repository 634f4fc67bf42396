// The Missions tag: missions and their participants, and a member's missions (join, visit,
// reverse a visit, reassign).
import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api, api, pageOrEmpty } from './client';
import { memberQuery } from './members';
import { reads, runWrite, useAction, useWrite, type WriteEffects } from './write';
import { ifMatch } from './versions';

export type MissionListQuery = NonNullable<operations['listMissions']['parameters']['query']>;
export type ParticipantListQuery = NonNullable<
  operations['listMissionParticipants']['parameters']['query']
>;

/** GET /api/missions: one page of missions, searched, filtered and sorted on the server. */
export const missionsPageQuery = (query: MissionListQuery) =>
  $api.queryOptions('get', '/api/missions', { params: { query } });

/** GET /api/missions/{missionId}: one mission with its counts. */
export const missionQuery = (missionId: string) =>
  $api.queryOptions('get', '/api/missions/{missionId}', { params: { path: { missionId } } });

/** GET /api/missions/{missionId}/participants: one page of the mission's participants. */
export const participantsPageQuery = (missionId: string, query: ParticipantListQuery) =>
  $api.queryOptions('get', '/api/missions/{missionId}/participants', {
    params: { path: { missionId }, query },
  });

/** GET /api/missions/top: the missions with the most participants (the home shows this many). */
export const TOP_MISSIONS = 5;
export const topMissionsQuery = () =>
  $api.queryOptions('get', '/api/missions/top', { params: { query: { limit: TOP_MISSIONS } } });

const missionPage = pageOrEmpty({ missions: [], total: 0 });
const participantPage = pageOrEmpty({ participants: [], total: 0 });

/** One page of missions; while the next page is on its way the grid keeps showing the last one. */
export function useMissionsPage(query: MissionListQuery) {
  return useQuery({
    ...missionsPageQuery(query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: missionPage,
  });
}

/** How many missions a mission picker offers (the first by name). */
export const MISSION_CHOICES = 50;

/**
 * The missions a filter offers to choose from: the first `MISSION_CHOICES` by name, asked only
 * when `enabled` (the picker is shown, or a chosen mission needs its name).
 */
export function useMissionChoices(enabled: boolean) {
  return useQuery({
    ...missionsPageQuery({ page: 1, limit: MISSION_CHOICES, sort: 'name' }),
    enabled,
    staleTime: 60_000,
    select: missionPage,
  });
}

/** One mission; `missionId` '' asks nothing. */
export function useMission(missionId: string) {
  return useQuery({ ...missionQuery(missionId), ...SENT_BY_THE_ROUTE, enabled: missionId !== '' });
}

/** One page of a mission's participants; the last page stays while the next comes. */
export function useParticipantsPage(missionId: string, query: ParticipantListQuery) {
  return useQuery({
    ...participantsPageQuery(missionId, query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: participantPage,
  });
}

const CSV = { Accept: 'text/csv' } as const;

/** The whole filtered list of missions (all pages), as the server's CSV. */
export async function fetchMissionsCsv(query: MissionListQuery): Promise<string> {
  const { data } = await api.GET('/api/missions', {
    params: { query },
    headers: CSV,
    parseAs: 'text',
  });
  return data ?? '';
}

/** Every participant of a mission matching the filters, as the server's CSV. */
export async function fetchParticipantsCsv(
  missionId: string,
  query: ParticipantListQuery,
): Promise<string> {
  const { data } = await api.GET('/api/missions/{missionId}/participants', {
    params: { path: { missionId }, query },
    headers: CSV,
    parseAs: 'text',
  });
  return data ?? '';
}

/** GET /api/user/user/{id}/joined-missions: the member's missions and the points they earned; cached per member. */
export const joinedMissionsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/user/user/{id}/joined-missions', {
    params: { path: { id: memberId } },
  });

/** GET /api/missions/joinable-userSide: missions the member may join (sent without the admin's token). */
export const joinableMissionsQuery = (memberId: string) =>
  $api.queryOptions('get', '/api/missions/joinable-userSide', {
    params: { query: { userId: memberId } },
  });

/** GET /api/point-mission/visit-history/{userId}/{missionId}: cached per member and mission. */
export const visitHistoryQuery = (memberId: string, missionId: string) =>
  $api.queryOptions('get', '/api/point-mission/visit-history/{userId}/{missionId}', {
    params: { path: { userId: memberId, missionId } },
  });

export type MissionInput = components['schemas']['MissionInput'];

/** After a mission is created, changed or deleted: every list of missions and the joinable lists. */
const MISSION_LISTS = [reads('/api/missions'), reads('/api/missions/joinable-userSide')];

/** An update: the mission's own cache takes the server's answer; the lists are asked again. */
const UPDATE_MISSION: WriteEffects<'put', '/api/missions/{missionId}'> = {
  updates: (queryClient, answer, { params }) =>
    queryClient.setQueryData(missionQuery(params.path.missionId).queryKey, answer.data),
  refreshes: () => MISSION_LISTS,
};

export type MissionBulkAction = components['schemas']['MissionBulkAction']['action'];

/**
 * POST /api/admin/missions/bulk: end or delete up to 100 missions, each done or skipped with the
 * single operation's reason; then the lists and the missions' own pages are asked again.
 */
export const runMissionsBulk = (action: MissionBulkAction, ids: readonly string[]) =>
  runWrite(
    'post',
    '/api/admin/missions/bulk',
    { body: { action, ids: [...ids] } },
    { refreshes: () => [...MISSION_LISTS, reads('/api/missions/{missionId}')] },
  );

/** Create and update a mission (the form). */
export function useMissionWrites() {
  const { mutateAsync: create } = useWrite('post', '/api/missions', {
    refreshes: () => MISSION_LISTS,
  });
  const { mutateAsync: update } = useWrite('put', '/api/missions/{missionId}', UPDATE_MISSION);
  return {
    create: useCallback((body: MissionInput) => create({ body }), [create]),
    update: useCallback(
      (missionId: string, body: MissionInput, version: number | undefined) =>
        update({
          params: { path: { missionId }, header: { 'If-Match': ifMatch(version) } },
          body,
        }),
      [update],
    ),
  };
}

/** PUT /api/missions/{missionId} outside React (the delete flow's "End it today"). */
export const updateMission = (missionId: string, body: MissionInput, version: number | undefined) =>
  runWrite(
    'put',
    '/api/missions/{missionId}',
    { params: { path: { missionId }, header: { 'If-Match': ifMatch(version) } }, body },
    UPDATE_MISSION,
  );

/** DELETE /api/missions/{missionId}: the mission's cache is dropped and the lists asked again. */
export const deleteMission = (missionId: string) =>
  runWrite(
    'delete',
    '/api/missions/{missionId}',
    { params: { path: { missionId } } },
    {
      updates: (queryClient) =>
        queryClient.removeQueries({ queryKey: missionQuery(missionId).queryKey }),
      refreshes: () => MISSION_LISTS,
    },
  );

/** Category code 1 is a visit mission, 2 a point mission: each has its own join and visit operations. */
export type MissionKind = 'visit' | 'point';
export const JOIN_PATHS = {
  visit: '/api/user-mission/join',
  point: '/api/point-mission/join',
} as const;
export const SCAN_PATHS = {
  visit: '/api/visit/admin-scan/{userId}/{missionId}',
  point: '/api/point-mission/admin-scan/{userId}/{missionId}',
} as const;
export type MissionAction = { memberId: string; missionId: string; kind: MissionKind };

/** Joins the member to a mission by its category's operation; then joinable and joined missions reload. */
export function useJoinMission() {
  const effects = {
    refreshes: (_answer: unknown, { body }: { body: { userId: string } }) => [
      joinableMissionsQuery(body.userId),
      joinedMissionsQuery(body.userId),
    ],
  };
  const visit = useWrite('post', JOIN_PATHS.visit, effects);
  const point = useWrite('post', JOIN_PATHS.point, effects);
  return useAction([visit, point], ({ memberId, missionId, kind }: MissionAction) =>
    (kind === 'visit' ? visit : point).mutateAsync({ body: { missionId, userId: memberId } }),
  );
}

/** The specification's short pause before joined missions are fetched again after a visit. */
export const JOINED_REFETCH_DELAY_MS = 100;

/**
 * Records a visit on the member's behalf (the profile's Visit, the front desk) by the mission's
 * category operation; then the member and the desk's lookups reload, and joined missions 100 ms
 * later.
 */
export function useRecordVisit() {
  const effects = {
    refreshes: (_answer: unknown, { body }: { body: { userId: string } }) => [
      memberQuery(body.userId),
      reads('/api/users/lookup'),
      { ...joinedMissionsQuery(body.userId), delayMs: JOINED_REFETCH_DELAY_MS },
    ],
  };
  const visit = useWrite('post', SCAN_PATHS.visit, effects);
  const point = useWrite('post', SCAN_PATHS.point, effects);
  return useAction([visit, point], ({ memberId, missionId, kind }: MissionAction) =>
    (kind === 'visit' ? visit : point).mutateAsync({
      params: { path: { userId: memberId, missionId } },
      body: { userId: memberId, missionId },
    }),
  );
}

export type VisitReversal = { visitId: string; reason: string };

/**
 * Reverses a recorded visit with a reason (the desk's Undo, the member's timeline); then what the
 * visit changed is read again: the member's points and progress, the mission, the desk's lookups
 * and the home's figures.
 */
export function useReverseVisit() {
  const write = useWrite('post', '/api/visits/{visitId}/reverse', {
    refreshes: ({ userId, missionId }) => [
      memberQuery(userId),
      joinedMissionsQuery(userId),
      visitHistoryQuery(userId, missionId),
      missionQuery(missionId),
      reads('/api/missions/{missionId}/participants'),
      reads('/api/users'),
      reads('/api/users/lookup'),
      reads('/api/admin/counts'),
      reads('/api/admin/scans'),
    ],
  });
  return useAction([write], ({ visitId, reason }: VisitReversal) =>
    write.mutateAsync({ params: { path: { visitId } }, body: { reason } }),
  );
}

type JoinedMissionList = components['schemas']['JoinedMissionList'];
const missionIdOf = (record: JoinedMissionList['missions'][number]) =>
  typeof record.missionId === 'string' ? record.missionId : record.missionId._id;

/**
 * Reassigns the member to a mission an admin unassigned them from. The cached joined missions
 * show the change at once, then joined missions reload, so the server's answer has the last word.
 */
export function useReassign() {
  const write = useWrite('put', '/api/missions/{missionId}/reassign/{userId}', {
    updates: (queryClient, _answer, { params: { path } }) =>
      queryClient.setQueryData<JoinedMissionList>(
        joinedMissionsQuery(path.userId).queryKey,
        (answer) =>
          answer && {
            ...answer,
            missions: answer.missions.map((record) =>
              missionIdOf(record) === path.missionId
                ? { ...record, unassignedByAdmin: false }
                : record,
            ),
          },
      ),
    refreshes: (_answer, { params: { path } }) => [joinedMissionsQuery(path.userId)],
  });
  return useAction([write], ({ memberId, missionId }: Omit<MissionAction, 'kind'>) =>
    write.mutateAsync({ params: { path: { missionId, userId: memberId } } }),
  );
}
