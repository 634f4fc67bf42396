import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { missionQuery, missionsPageQuery, participantsPageQuery } from '@/api/missions';
import { missionQueryOf, parseMissionList } from './rules/list-params';
import { participantQueryOf, parseParticipantList } from './rules/participant-params';

/** The page of missions the address asks for. */
export function missionsLoader({ request }: LoaderFunctionArgs) {
  const list = parseMissionList(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(missionsPageQuery(missionQueryOf(list)));
  return null;
}

/** The mission and the page of its participants the address asks for. */
export function missionLoader({ request, params }: LoaderFunctionArgs) {
  const missionId = params.missionId ?? '';
  const list = parseParticipantList(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(missionQuery(missionId));
  void queryClient.prefetchQuery(participantsPageQuery(missionId, participantQueryOf(list)));
  return null;
}
