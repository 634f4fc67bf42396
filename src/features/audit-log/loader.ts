import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/api/query-client';
import { auditLogQuery } from '@/api/audit';
import { auditQueryOf, parseAuditList } from './rules/list-params';

/** The page of the audit log the address asks for. */
export function auditLogLoader({ request }: LoaderFunctionArgs) {
  const list = parseAuditList(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(auditLogQuery(auditQueryOf(list)));
  return null;
}
