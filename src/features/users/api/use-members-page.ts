import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { membersPageQuery, type MemberPageRequest } from '@/api/queries/members';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';

export type Member = components['schemas']['Member'];

/** One page of members; while the next page is on its way the grid keeps showing the last one. */
export function useMembersPage(request: MemberPageRequest) {
  return useQuery({
    ...membersPageQuery(request),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
  });
}
