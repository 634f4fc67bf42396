import type { TFunction } from 'i18next';
import { type AuditLogQuery, fetchAuditCsv } from '@/api/audit';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv, localizedCsv } from '@/lib/csv';

/**
 * The whole filtered audit log as a CSV file, in the admin's language and formats. Loaded when
 * the admin exports, not with the list.
 */
export async function exportAuditLog(query: AuditLogQuery, t: TFunction, format: DateFormat) {
  const csv = localizedCsv(await fetchAuditCsv(query), {
    id: { title: t('csv.id') },
    at: { title: t('columns.at'), format: format.dateTime },
    actorId: { title: t('csv.actorId') },
    actor: { title: t('columns.actor') },
    action: {
      title: t('columns.action'),
      format: (action) => t(`action.${action}`, { defaultValue: action }),
    },
    entityType: { title: t('columns.entityType'), format: (type) => t(`entity.${type}`) },
    entityId: { title: t('csv.entityId') },
    entity: { title: t('columns.entity') },
    memberId: { title: t('csv.memberId') },
    reason: { title: t('columns.reason') },
    changes: { title: t('columns.changes') },
  });
  downloadCsv(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}
