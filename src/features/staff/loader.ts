import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { staffPageQuery } from '@/api/staff';
import { staffList } from './rules/list-params';

/** The page of staff accounts the address asks for. */
export function staffLoader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    staffPageQuery(staffList.queryOf(staffList.parse(new URL(request.url).searchParams))),
  );
  return null;
}
