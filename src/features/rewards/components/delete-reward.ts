import type { TFunction } from 'i18next';
import { api } from '@/api/client';
import { ApiError, errorText } from '@/api/api-error';
import { queryClient } from '@/api/query-client';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import type { Dialogs } from '@/components/dialogs/dialog-types';
import type { RewardOverview } from '../rules/reward-form';

type Args = { reward: RewardOverview; dialogs: Dialogs; t: TFunction };

/** The catalogue and the members' list of rewards are fetched again when next shown. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: ['get', '/api/rewards'] });
  void queryClient.invalidateQueries({ queryKey: ['get', '/api/rewards/get'] });
}

/** Retire (members can no longer redeem it; its history stays) or offer it again. */
export async function setRewardActive({ reward, dialogs, t }: Args, active: boolean) {
  const key = active ? 'restore' : 'retire';
  await runAndReport(dialogs, {
    run: () =>
      api.PUT('/api/rewards/{rewardId}', {
        params: { path: { rewardId: reward._id } },
        body: { active },
        bodySerializer: () => {
          const form = new FormData();
          form.append('active', String(active));
          return form;
        },
      }),
    failed: {
      title: t(`${key}.failedTitle`),
      text: (error) => errorText(error, t, `${key}.failed`),
    },
    done: () => {
      refresh();
      return dialogs.alert({
        kind: 'success',
        title: t(`${key}.successTitle`),
        text: t(`${key}.success`, { name: reward.name }),
        timerMs: 2000,
      });
    },
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
    run: () =>
      api.DELETE('/api/rewards/{rewardId}', { params: { path: { rewardId: reward._id } } }),
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
    done: () => {
      refresh();
      return dialogs.alert({
        kind: 'success',
        title: t('delete.successTitle'),
        text: t('delete.success', { name: reward.name }),
        timerMs: 2000,
      });
    },
  });
}
