/**
 * The audit log's state as kept in the address:
 * `?actor=…&action=…&entity=…&from=YYYY-MM-DD&to=YYYY-MM-DD&page=…&limit=…`.
 */
import type { AuditAction, AuditEntityType, AuditLogQuery } from '@/api/audit';
import {
  isPageSize,
  PAGE_SIZES,
  type PageSize,
  positiveInteger,
  withGridPage,
} from '@/lib/list-paging';
export { PAGE_SIZES, type PageSize, withGridPage };

export const ACTIONS = [
  'mission.created',
  'mission.updated',
  'mission.deleted',
  'mission.joined',
  'member.reassigned',
  'member.updated',
  'visit.recorded',
  'visit.reversed',
  'reward.created',
  'reward.updated',
  'reward.deleted',
  'reward.redeemed',
  'points.adjusted',
  'points.adjustment-reversed',
  'advertisement.created',
  'advertisement.updated',
  'advertisement.deleted',
  'advertisement.reordered',
  'broadcast.sent',
  'broadcast.deleted',
  'account.updated',
  'account.password-changed',
] as const satisfies readonly AuditAction[];

export const ENTITIES = [
  'mission',
  'member',
  'visit',
  'reward',
  'redemption',
  'points-adjustment',
  'advertisement',
  'broadcast',
  'account',
] as const satisfies readonly AuditEntityType[];

export type AuditListParams = {
  page: number;
  limit: PageSize;
  actor?: string;
  action?: AuditAction;
  entity?: AuditEntityType;
  from?: string;
  to?: string;
};

export const DEFAULT_AUDIT_LIST: AuditListParams = { page: 1, limit: 10 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OBJECT_ID = /^[a-f0-9]{24}$/;

/** A real calendar day written YYYY-MM-DD, or undefined. */
export function dayOrUndefined(text: string | null | undefined): string | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

const oneOf = <T extends string>(known: readonly T[], value: string | null) =>
  known.find((k) => k === value);

/** Reads the list's state from the address; a missing or invalid value reads as no filter. */
export function parseAuditList(params: URLSearchParams): AuditListParams {
  const limit = positiveInteger(params.get('limit'));
  const actor = params.get('actor') ?? '';
  const action = oneOf(ACTIONS, params.get('action'));
  const entity = oneOf(ENTITIES, params.get('entity'));
  let from = dayOrUndefined(params.get('from'));
  let to = dayOrUndefined(params.get('to'));
  // Days the wrong way round are read the right way round (the server refuses them otherwise).
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit !== undefined && isPageSize(limit) ? limit : 10,
    ...(OBJECT_ID.test(actor) ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The address's query for a list state; defaults are left out, other parameters kept. */
export function withAuditList(current: URLSearchParams, list: AuditListParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | number | undefined, fallback: string) =>
    value === undefined || String(value) === fallback
      ? next.delete(name)
      : next.set(name, String(value));
  write('actor', list.actor, '');
  write('action', list.action, '');
  write('entity', list.entity, '');
  write('from', list.from, '');
  write('to', list.to, '');
  write('page', list.page, '1');
  write('limit', list.limit, '10');
  return next;
}

type Filters = Pick<AuditListParams, 'actor' | 'action' | 'entity' | 'from' | 'to'>;

/** A new filter starts again from the first page; a cleared filter is left out. */
export function withFilter(list: AuditListParams, change: Partial<Filters>): AuditListParams {
  const next: AuditListParams = { ...list, ...change, page: 1 };
  for (const key of ['actor', 'action', 'entity', 'from', 'to'] as const)
    if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}

export const isFiltered = (list: AuditListParams) =>
  Boolean(list.actor || list.action || list.entity || list.from || list.to);

export function withPageInRange(list: AuditListParams, total: number): AuditListParams {
  const last = Math.max(1, Math.ceil(total / list.limit));
  return list.page > last ? { ...list, page: last } : list;
}

/** The query sent to GET /api/audit-log for this state (paging left out for the CSV export). */
export function auditQueryOf(list: AuditListParams, paged = true): AuditLogQuery {
  return {
    ...(paged ? { page: list.page, limit: list.limit } : {}),
    ...(list.actor ? { actor: list.actor } : {}),
    ...(list.action ? { action: list.action } : {}),
    ...(list.entity ? { entity: list.entity } : {}),
    ...(list.from ? { from: list.from } : {}),
    ...(list.to ? { to: list.to } : {}),
  };
}
