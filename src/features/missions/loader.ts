import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { missionQuery, missionsPageQuery, participantsPageQuery } from '@/api/missions';
import { missionList } from './rules/list-params';
import { participantList } from './rules/participant-params';

/** The page of missions the address asks for. */
export function missionsLoader({ request }: LoaderFunctionArgs) {
  const list = missionList.parse(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(missionsPageQuery(missionList.queryOf(list)));
  return null;
}

/** The mission and the page of its participants the address asks for. */
export function missionLoader({ request, params }: LoaderFunctionArgs) {
  const missionId = params.missionId ?? '';
  const list = participantList.parse(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(missionQuery(missionId));
  void queryClient.prefetchQuery(participantsPageQuery(missionId, participantList.queryOf(list)));
  return null;
}
