import type { components, operations } from '@generated/api';
import { $api } from '../client';

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
