import type { TFunction } from 'i18next';
import { fetchStaffCsv, type StaffQuery } from '@/api/staff';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv, localizedCsv } from '@/lib/csv';

/**
 * Every staff account matching the search (all pages) as a CSV file, in the admin's language and
 * formats. Loaded when the admin exports, not with the list.
 */
export async function exportStaff(query: StaffQuery, t: TFunction, format: DateFormat) {
  const csv = localizedCsv(await fetchStaffCsv(query), {
    id: { title: t('csv.id') },
    fullName: { title: t('columns.name') },
    email: { title: t('columns.email') },
    role: { title: t('columns.role'), format: (role) => t(`common:roles.${role}`) },
    active: {
      title: t('columns.status'),
      format: (active) => t(active === 'true' ? 'status.active' : 'status.deactivated'),
    },
    lastSignInAt: { title: t('columns.lastSignIn'), format: format.dateTime },
    mustChangePassword: {
      title: t('csv.mustChangePassword'),
      format: (must) => t(must === 'true' ? 'csv.yes' : 'csv.no'),
    },
  });
  downloadCsv(`staff-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}
