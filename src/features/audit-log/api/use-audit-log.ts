import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { auditLogQuery, type AuditLogQuery } from '@/api/queries/audit';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { auditQueryOf, type AuditListParams } from '../rules/list-params';

// The list also answers text/csv (the export): a page asked as JSON is never a string, but the
// contract's type says it could be.
const NO_PAGE = { entries: [], total: 0, actors: [] };
const auditPage = <T extends object>(data: T | string) =>
  typeof data === 'string' ? NO_PAGE : data;

/** One page of the audit log; while the next is on its way the grid keeps showing the last one. */
export function useAuditLogPage(list: AuditListParams) {
  return useQuery({
    ...auditLogQuery(auditQueryOf(list)),
    ...SENT_BY_THE_ROUTE,
    placeholderData: keepPreviousData,
    select: auditPage,
  });
}

/** Every entry matching the filters (all pages), as the server's CSV. */
export async function fetchAuditCsv(query: AuditLogQuery): Promise<string> {
  const { data } = await api.GET('/api/audit-log', {
    params: { query },
    headers: { Accept: 'text/csv' },
    parseAs: 'text',
  });
  return data ?? '';
}
