import type { LoaderFunctionArgs } from 'react-router';
import { approvalLimitQuery, approvalsPageQuery } from '@/api/approvals';
import { queryClient } from '@/api/query-client';
import { approvalList } from './rules/list-params';

/** The page of requests the address asks for, and the limit. */
export function approvalsLoader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    approvalsPageQuery(approvalList.queryOf(approvalList.parse(new URL(request.url).searchParams))),
  );
  void queryClient.prefetchQuery(approvalLimitQuery());
  return null;
}
