import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { advertisementsPageQuery } from '@/api/advertisements';
import { advertisementQueryOf, parseAdvertisementList } from './rules/list-params';

/** The page of banners the address asks for. */
export function advertisementsLoader({ request }: LoaderFunctionArgs) {
  const list = parseAdvertisementList(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(advertisementsPageQuery(advertisementQueryOf(list)));
  return null;
}
