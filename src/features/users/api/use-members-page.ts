import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { membersPageQuery, type MemberPageRequest } from '@/api/queries/members';

export type Member = components['schemas']['Member'];

/** One page of members; while the next page is on its way the grid keeps showing the last one. */
export function useMembersPage(request: MemberPageRequest) {
  return useQuery({ ...membersPageQuery(request), placeholderData: keepPreviousData });
}
