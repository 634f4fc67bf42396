import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionListQuery, ParticipantListQuery } from '@/api/missions';
import { useDateFormat } from '@/i18n/dates';

const load = () => import('./export-files');

/** Exports the whole filtered list of missions (the export's code comes when it is asked for). */
export function useExportMissions() {
  const { t } = useTranslation('missions');
  const format = useDateFormat();
  return useCallback(
    async (query: MissionListQuery) => (await load()).exportMissions(query, t, format),
    [t, format],
  );
}

/** Exports every participant of a mission matching the filters. */
export function useExportParticipants() {
  const { t } = useTranslation('missions');
  const format = useDateFormat();
  return useCallback(
    async (missionId: string, query: ParticipantListQuery) =>
      (await load()).exportParticipants(missionId, query, t, format),
    [t, format],
  );
}
