import { api } from '@/api/client';
import type { MissionListQuery, ParticipantListQuery } from '@/api/queries/missions';

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
