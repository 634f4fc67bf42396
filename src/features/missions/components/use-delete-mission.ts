import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isNetworkError, serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useMissionWrites } from '../api/use-mission-writes';
import { endedToday, type MissionOverview } from '../rules/mission-schema';

/**
 * Delete, after a confirmation. A mission with participants answers 409: its reason is shown with
 * 'End it today' instead (the due date set to today: no one new can join, those in it keep their
 * progress). `onDeleted` runs after a delete (the mission's page leaves for the list).
 */
export function useDeleteMission(onDeleted?: () => void) {
  const { t } = useTranslation('missions');
  const dialogs = useDialogs();
  const { remove, update } = useMissionWrites();
  const oneAtATime = useOneAtATime();
  const failure = useCallback(
    (error: unknown, fallback: string) =>
      isNetworkError(error) ? t('error.network') : serverErrorText(error, fallback),
    [t],
  );

  const endToday = useCallback(
    async (mission: MissionOverview) => {
      try {
        await update(mission._id, endedToday(mission));
      } catch (error) {
        await dialogs.alert({
          kind: 'error',
          title: t('end.failedTitle'),
          text: failure(error, t('end.failed')),
        });
        return;
      }
      await dialogs.alert({
        kind: 'success',
        title: t('end.successTitle'),
        text: t('end.success', { name: mission.name }),
        timerMs: 2000,
      });
    },
    [update, dialogs, t, failure],
  );

  return useCallback(
    (mission: MissionOverview) =>
      oneAtATime(async () => {
        const confirmed = await dialogs.confirm({
          kind: 'warning',
          title: t('delete.confirmTitle'),
          text: t('delete.confirmText', { name: mission.name }),
          confirmText: t('delete.confirm'),
          cancelText: t('form.cancel'),
        });
        if (!confirmed) return;
        try {
          await remove(mission._id);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            const reason = [error.error, error.message === error.error ? undefined : error.message]
              .filter(Boolean)
              .join(' — ');
            const end = await dialogs.confirm({
              kind: 'info',
              title: t('delete.inUseTitle'),
              text: `${reason}\n\n${t('delete.inUseText')}`,
              confirmText: t('delete.endToday'),
              cancelText: t('form.cancel'),
            });
            if (end) await endToday(mission);
            return;
          }
          await dialogs.alert({
            kind: 'error',
            title: t('delete.failedTitle'),
            text: failure(error, t('delete.failed')),
          });
          return;
        }
        onDeleted?.();
        await dialogs.alert({
          kind: 'success',
          title: t('delete.successTitle'),
          text: t('delete.success', { name: mission.name }),
          timerMs: 2000,
        });
      }),
    [oneAtATime, dialogs, t, remove, endToday, failure, onDeleted],
  );
}
