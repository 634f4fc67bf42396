// The audit log and a member's timeline: reads of the entries the recorder (../audit.ts) keeps.
import type { AuditEntry, AuditValue } from '../audit.ts';
import { toCsv, wantsCsv } from '../csv.ts';
import type { State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail, ok } from './errors.ts';

const CSV = 'text/csv; charset=utf-8';

const shown = (value: AuditValue | undefined): string =>
  value === undefined || value === null
    ? ''
    : Array.isArray(value)
      ? value.join(' | ')
      : String(value);

/** A change as one CSV cell: `field: before -> after`. */
const changeText = (entry: AuditEntry): string =>
  entry.changes
    .map(({ field, before, after }) =>
      before === undefined
        ? `${field}: ${shown(after)}`
        : after === undefined
          ? `${field}: ${shown(before)} ->`
          : `${field}: ${shown(before)} -> ${shown(after)}`,
    )
    .join('; ');

/** A page of entries, newest first, from a list kept oldest first. */
function newestFirst(list: readonly AuditEntry[], page: number, limit: number): AuditEntry[] {
  const end = list.length - (page - 1) * limit;
  const start = Math.max(0, end - limit);
  return end <= 0 ? [] : list.slice(start, end).reverse();
}

export function auditHandlers(state: State) {
  const listMemberActivity: Handler<'listMemberActivity'> = ({ path, query }) => {
    if (!state.member(path.userId)) return fail(404, 'User not found');
    const list = state.audit.ofMember(path.userId);
    const entries = newestFirst(list, Number(query.page ?? 1), Number(query.limit ?? 10));
    return ok({ entries, total: list.length });
  };

  const listAuditLog: Handler<'listAuditLog'> = ({ query, accept }) => {
    const from = query.from ? `${query.from}T00:00:00.000Z` : undefined;
    const to = query.to ? `${query.to}T23:59:59.999Z` : undefined;
    const all = state.audit.entries;
    const filtered =
      query.actor || query.action || query.entity || from || to
        ? all.filter(
            (e) =>
              (!query.actor || e.actor._id === query.actor) &&
              (!query.action || e.action === query.action) &&
              (!query.entity || e.entity.type === query.entity) &&
              (!from || e.at >= from) &&
              (!to || e.at <= to),
          )
        : all;
    if (wantsCsv(accept)) {
      const header = [
        'id',
        'at',
        'actorId',
        'actor',
        'action',
        'entityType',
        'entityId',
        'entity',
        'memberId',
        'reason',
        'changes',
      ];
      const rows = [...filtered]
        .reverse()
        .map((e) => [
          e._id,
          e.at,
          e.actor._id,
          e.actor.fullName,
          e.action,
          e.entity.type,
          e.entity._id,
          e.entity.label,
          e.memberId,
          e.reason,
          changeText(e),
        ]);
      return { status: 200, body: toCsv(header, rows), type: CSV };
    }
    const entries = newestFirst(filtered, Number(query.page ?? 1), Number(query.limit ?? 10));
    return ok({ entries, total: filtered.length, actors: state.audit.actors() });
  };

  return { listMemberActivity, listAuditLog };
}
