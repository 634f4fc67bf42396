import type { TFunction } from 'i18next';
import { ApiError, errorText } from '@/api/api-error';
import { deleteReward as deleteRewardById, setRewardActive as setActive } from '@/api/rewards';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import type { Dialogs } from '@/components/dialogs/dialog-types';
import type { RewardOverview } from '../rules/reward-form';

type Args = { reward: RewardOverview; dialogs: Dialogs; t: TFunction };

/** Retire (members can no longer redeem it; its history stays) or offer it again. */
export async function setRewardActive({ reward, dialogs, t }: Args, active: boolean) {
  const key = active ? 'restore' : 'retire';
  await runAndReport(dialogs, {
    run: () => setActive(reward._id, active, reward.version),
    failed: {
      title: t(`${key}.failedTitle`),
      text: (error) => errorText(error, t, `${key}.failed`),
    },
    done: () =>
      dialogs.alert({
        kind: 'success',
        title: t(`${key}.successTitle`),
        text: t(`${key}.success`, { name: reward.name }),
        timerMs: 2000,
      }),
  });
}

/**
 * Delete, after a confirmation. A reward already redeemed answers 409: its reason is shown with
 * 'Retire' instead. Loaded when the admin asks to delete, not with the list.
 */
export async function deleteReward(args: Args) {
  const { reward, dialogs, t } = args;
  await confirmThenRun(dialogs, {
    ask: {
      kind: 'warning',
      title: t('delete.confirmTitle'),
      text: t('delete.confirmText', { name: reward.name }),
      confirmText: t('delete.confirm'),
      cancelText: t('form.cancel'),
    },
    run: () => deleteRewardById(reward._id),
    handled: async (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      const reason = [error.error, error.message === error.error ? undefined : error.message]
        .filter(Boolean)
        .join(' — ');
      const retire = await dialogs.confirm({
        kind: 'info',
        title: t('delete.inUseTitle'),
        text: `${reason}\n\n${t('delete.inUseText')}`,
        confirmText: t('delete.retire'),
        cancelText: t('form.cancel'),
      });
      if (retire) await setRewardActive(args, false);
      return true;
    },
    failed: {
      title: t('delete.failedTitle'),
      text: (error) => errorText(error, t, 'delete.failed'),
    },
    done: () =>
      dialogs.alert({
        kind: 'success',
        title: t('delete.successTitle'),
        text: t('delete.success', { name: reward.name }),
        timerMs: 2000,
      }),
  });
}
