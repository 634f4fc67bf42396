import type { operations } from '@generated/api';
import { $api } from '../client';

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
