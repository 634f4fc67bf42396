/**
 * The audit log's state as kept in the address:
 * `?page=…&limit=…&actor=…&action=…&entity=…&from=YYYY-MM-DD&to=YYYY-MM-DD`.
 */
import type { AuditAction, AuditEntityType } from '@/api/audit';
import * as z from 'zod/mini';
import { defineList } from '@/lib/list-state';

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
  'broadcast.scheduled',
  'broadcast.test-sent',
  'broadcast.updated',
  'broadcast.cancelled',
  'account.updated',
  'account.password-changed',
  'staff.created',
  'staff.updated',
  'points.adjustment-requested',
  'points.adjustment-approved',
  'points.adjustment-rejected',
  'settings.approval-limit',
  'member.consent-changed',
  'member.exported',
  'member.anonymised',
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
  'staff',
  'approval',
  'setting',
  'consent',
] as const satisfies readonly AuditEntityType[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OBJECT_ID = /^[a-f0-9]{24}$/;

/** A real calendar day written YYYY-MM-DD, or undefined. */
export function dayOrUndefined(text: string | null | undefined): string | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

const day = z.string().check(z.refine((text) => dayOrUndefined(text) !== undefined));

export const auditList = defineList({
  filters: {
    actor: z.string().check(z.regex(OBJECT_ID)),
    action: z.enum(ACTIONS),
    entity: z.enum(ENTITIES),
    from: day,
    to: day,
  },
  // Days the wrong way round are read the right way round (the server refuses them otherwise).
  tidy: (list) =>
    list.from && list.to && list.from > list.to ? { ...list, from: list.to, to: list.from } : list,
  columns: {
    all: ['at', 'actor', 'action', 'entityType', 'entity', 'changes'],
    fixed: ['at', 'action'],
  },
});

export type AuditListParams = ReturnType<typeof auditList.parse>;
/** The query sent to GET /api/audit-log for this state. */
export const auditQueryOf = auditList.queryOf;
