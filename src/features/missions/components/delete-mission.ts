import type { TFunction } from 'i18next';
import { ApiError, errorText } from '@/api/api-error';
import { deleteMission as deleteMissionById, updateMission } from '@/api/missions';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import type { Dialogs } from '@/components/dialogs/dialog-types';
import { endedToday, type MissionOverview } from '../rules/mission-form';

type DeleteArgs = {
  mission: MissionOverview;
  dialogs: Dialogs;
  t: TFunction;
  onDeleted?: () => void;
};

async function endToday({ mission, dialogs, t }: DeleteArgs) {
  await runAndReport(dialogs, {
    run: () => updateMission(mission._id, endedToday(mission), mission.version),
    failed: { title: t('end.failedTitle'), text: (error) => errorText(error, t, 'end.failed') },
    done: () =>
      dialogs.alert({
        kind: 'success',
        title: t('end.successTitle'),
        text: t('end.success', { name: mission.name }),
        timerMs: 2000,
      }),
  });
}

/**
 * Delete, after a confirmation. A mission with participants answers 409: its reason is shown with
 * 'End it today' instead (the due date set to today: no one new can join, those in it keep their
 * progress). Loaded when the admin asks to delete, not with the list.
 */
export async function deleteMission(args: DeleteArgs) {
  const { mission, dialogs, t, onDeleted } = args;
  await confirmThenRun(dialogs, {
    ask: {
      kind: 'warning',
      title: t('delete.confirmTitle'),
      text: t('delete.confirmText', { name: mission.name }),
      confirmText: t('delete.confirm'),
      cancelText: t('form.cancel'),
    },
    run: () => deleteMissionById(mission._id),
    handled: async (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
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
      if (end) await endToday(args);
      return true;
    },
    failed: {
      title: t('delete.failedTitle'),
      text: (error) => errorText(error, t, 'delete.failed'),
    },
    done: () => {
      onDeleted?.();
      return dialogs.alert({
        kind: 'success',
        title: t('delete.successTitle'),
        text: t('delete.success', { name: mission.name }),
        timerMs: 2000,
      });
    },
  });
}
