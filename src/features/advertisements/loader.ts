import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { advertisementsPageQuery } from '@/api/advertisements';
import { advertisementList } from './rules/list-params';

/** The page of banners the address asks for. */
export function advertisementsLoader({ request }: LoaderFunctionArgs) {
  const list = advertisementList.parse(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(advertisementsPageQuery(advertisementList.queryOf(list)));
  return null;
}
