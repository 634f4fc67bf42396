import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { MissionOverview } from '../rules/mission-form';

/** Delete with its confirmations (`delete-mission.ts`, loaded on the first delete), one at a time. */
export function useDeleteMission(onDeleted?: () => void) {
  const { t } = useTranslation('missions');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  return useCallback(
    (mission: MissionOverview) =>
      oneAtATime(async () => {
        const { deleteMission } = await import('./delete-mission');
        await deleteMission({ mission, dialogs, t, ...(onDeleted ? { onDeleted } : {}) });
      }),
    [oneAtATime, dialogs, t, onDeleted],
  );
}
