// The Audit tag: the audit log and a member's timeline.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components, operations } from '@generated/api';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { $api, api, pageOrEmpty } from './client';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditEntityType = components['schemas']['AuditEntityType'];
export type AuditLogQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;
export type MemberActivityQuery = NonNullable<
  operations['listMemberActivity']['parameters']['query']
>;

/** GET /api/audit-log: one page of the audit log, filtered on the server. */
export const auditLogQuery = (query: AuditLogQuery) =>
  $api.queryOptions('get', '/api/audit-log', { params: { query } });

/** GET /api/users/{userId}/activity: one page of a member's timeline, newest first. */
export const memberActivityQuery = (userId: string, query: MemberActivityQuery) =>
  $api.queryOptions('get', '/api/users/{userId}/activity', {
    params: { path: { userId }, query },
  });

const auditPage = pageOrEmpty({ entries: [], total: 0, actors: [] });

/** One page of the audit log; while the next is on its way the grid keeps showing the last one. */
export function useAuditLogPage(query: AuditLogQuery) {
  return useQuery({
    ...auditLogQuery(query),
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
