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

/** Offers a text as a file download. */
export function download(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 names (Arabic, Chinese) right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
