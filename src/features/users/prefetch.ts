import { queryClient } from '@/api/query-client';
import { membersPageQuery } from '@/api/queries/members';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { MembersGrid } from './components/members-grid-on-demand';
import { parseListParams } from './rules/list-params';

/** The page of members the address asks for, and the grid's code to show it in. */
export const prefetchUsersScreen: ScreenPrefetch = ({ url }) => {
  void queryClient.prefetchQuery(membersPageQuery(parseListParams(url.searchParams)));
  void MembersGrid.preload();
};
