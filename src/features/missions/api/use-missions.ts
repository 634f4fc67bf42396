import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  missionQuery,
  missionsPageQuery,
  participantsPageQuery,
  type ParticipantListQuery,
} from '@/api/queries/missions';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { missionQueryOf, type MissionListParams } from '../rules/list-params';

// The list operations also answer text/csv (the export): a page asked as JSON is never a string,
// but the contract's type says it could be.
const NO_PAGE = { missions: [], total: 0 };
const NO_PARTICIPANTS = { participants: [], total: 0 };
const missionPage = <T extends object>(data: T | string) =>
  typeof data === 'string' ? NO_PAGE : data;
const participantPage = <T extends object>(data: T | string) =>
  typeof data === 'string' ? NO_PARTICIPANTS : data;

/** One page of missions; while the next page is on its way the grid keeps showing the last one. */
export function useMissionsPage(list: MissionListParams) {
  return useQuery({
    ...missionsPageQuery(missionQueryOf(list)),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: missionPage,
  });
}

/** One mission; `missionId` '' asks nothing. */
export function useMission(missionId: string) {
  return useQuery({ ...missionQuery(missionId), ...SENT_BY_THE_ROUTE, enabled: missionId !== '' });
}

export function useParticipantsPage(missionId: string, query: ParticipantListQuery) {
  return useQuery({
    ...participantsPageQuery(missionId, query),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: participantPage,
  });
}
