import type { TFunction } from 'i18next';
import { fetchMembersCsv, type MemberListQuery } from '@/api/members';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv, localizedCsv } from '@/lib/csv';

/**
 * Every member the search and filters select (all pages) as a CSV file, in the admin's language
 * and formats. Loaded when the admin exports, not with the list.
 */
export async function exportMembers(query: MemberListQuery, t: TFunction, format: DateFormat) {
  const languages = new Intl.DisplayNames([format.locale], { type: 'language' });
  const languageName = (code: string) => languages.of(code) ?? code;
  const csv = localizedCsv(await fetchMembersCsv(query), {
    _id: { title: t('csv.id') },
    fullName: { title: t('columns.fullName') },
    email: { title: t('columns.email') },
    phoneNumber: { title: t('columns.phone') },
    memberId: { title: t('columns.memberId') },
    membership: { title: t('columns.membership') },
    points: { title: t('columns.points'), format: (points) => format.number(Number(points)) },
    preferredLanguage: { title: t('filters.language'), format: languageName },
    createdAt: { title: t('csv.joined'), format: format.dateTime },
  });
  downloadCsv(`members-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}
