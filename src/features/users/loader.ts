import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { membersPageQuery } from '@/api/members';
import { memberList } from './rules/list-params';

/** The page of members the address asks for. */
export function usersLoader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    membersPageQuery(memberList.queryOf(memberList.parse(new URL(request.url).searchParams))),
  );
  return null;
}
