import { queryClient } from '@/api/query-client';
import { membersPageQuery } from '@/api/queries/members';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { parseListParams } from './rules/list-params';

/** The page of members the address asks for. */
export const prefetchUsersScreen: ScreenPrefetch = ({ url }) => {
  void queryClient.prefetchQuery(membersPageQuery(parseListParams(url.searchParams)));
};
