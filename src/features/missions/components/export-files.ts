import type { TFunction } from 'i18next';
import {
  type MissionListQuery,
  type ParticipantListQuery,
  fetchMissionsCsv,
  fetchParticipantsCsv,
} from '@/api/missions';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv as download, localizedCsv } from '@/lib/csv';
import { dayOfDueDate } from '../rules/dates';

const stamp = () => dayOfDueDate(new Date().toISOString());

/**
 * The whole filtered list of missions as a CSV file, in the admin's language and formats. Loaded
 * when the admin exports (with the CSV reader), not with the list.
 */
export async function exportMissions(query: MissionListQuery, t: TFunction, format: DateFormat) {
  const number = (value: string) => format.number(Number(value));
  const csv = localizedCsv(await fetchMissionsCsv(query), {
    id: { title: t('csv.id') },
    name: { title: t('columns.name') },
    category: { title: t('columns.category'), format: (code) => t(`category.${code}`) },
    type: { title: t('columns.type'), format: (type) => t(`type.${type}`) },
    pointsReward: { title: t('columns.pointsReward'), format: number },
    visitLimit: { title: t('columns.visitLimit'), format: number },
    dueDate: {
      title: t('columns.dueDate'),
      format: (day) => format.date(`${day}T00:00:00.000Z`),
    },
    participants: { title: t('columns.participants'), format: number },
    completed: { title: t('columns.completed'), format: number },
  });
  download(`missions-${stamp()}.csv`, csv);
}

/** Every participant of a mission matching the filters as a CSV file. */
export async function exportParticipants(
  missionId: string,
  query: ParticipantListQuery,
  t: TFunction,
  format: DateFormat,
) {
  const number = (value: string) => format.number(Number(value));
  const yesNo = (value: string) =>
    value === 'true' ? t('participants.yes') : t('participants.no');
  const csv = localizedCsv(await fetchParticipantsCsv(missionId, query), {
    userId: { title: t('csv.id') },
    fullName: { title: t('participants.member') },
    memberId: { title: t('participants.memberId') },
    progress: { title: t('participants.progress'), format: number },
    visitLimit: { title: t('columns.visitLimit'), format: number },
    lastVisitAt: { title: t('participants.lastVisit'), format: format.dateTime },
    completed: { title: t('participants.completed'), format: yesNo },
    unassigned: { title: t('participants.unassigned'), format: yesNo },
  });
  download(`mission-${missionId}-participants-${stamp()}.csv`, csv);
}
