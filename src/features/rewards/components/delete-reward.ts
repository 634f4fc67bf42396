import type { TFunction } from 'i18next';
import { api } from '@/api/client';
import { ApiError, errorText } from '@/api/api-error';
import { queryClient } from '@/api/query-client';
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
  try {
    await api.PUT('/api/rewards/{rewardId}', {
      params: { path: { rewardId: reward._id } },
      body: { active },
      bodySerializer: () => {
        const form = new FormData();
        form.append('active', String(active));
        return form;
      },
    });
  } catch (error) {
    await dialogs.alert({
      kind: 'error',
      title: t(`${key}.failedTitle`),
      text: errorText(error, t, `${key}.failed`),
    });
    return;
  }
  refresh();
  await dialogs.alert({
    kind: 'success',
    title: t(`${key}.successTitle`),
    text: t(`${key}.success`, { name: reward.name }),
    timerMs: 2000,
  });
}

/**
 * Delete, after a confirmation. A reward already redeemed answers 409: its reason is shown with
 * 'Retire' instead. Loaded when the admin asks to delete, not with the list.
 */
export async function deleteReward(args: Args) {
  const { reward, dialogs, t } = args;
  const confirmed = await dialogs.confirm({
    kind: 'warning',
    title: t('delete.confirmTitle'),
    text: t('delete.confirmText', { name: reward.name }),
    confirmText: t('delete.confirm'),
    cancelText: t('form.cancel'),
  });
  if (!confirmed) return;
  try {
    await api.DELETE('/api/rewards/{rewardId}', { params: { path: { rewardId: reward._id } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
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
      return;
    }
    await dialogs.alert({
      kind: 'error',
      title: t('delete.failedTitle'),
      text: errorText(error, t, 'delete.failed'),
    });
    return;
  }
  refresh();
  await dialogs.alert({
    kind: 'success',
    title: t('delete.successTitle'),
    text: t('delete.success', { name: reward.name }),
    timerMs: 2000,
  });
}
