import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { RewardOverview } from '../rules/reward-form';

export type RewardChange = 'delete' | 'retire' | 'restore';

/** Delete, retire or offer again, with their confirmations (loaded on first use), one at a time. */
export function useRewardActions() {
  const { t } = useTranslation('rewards');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  return useCallback(
    (change: RewardChange, reward: RewardOverview) =>
      oneAtATime(async () => {
        const { deleteReward, setRewardActive } = await import('./delete-reward');
        const args = { reward, dialogs, t };
        if (change === 'delete') await deleteReward(args);
        else await setRewardActive(args, change === 'restore');
      }),
    [oneAtATime, dialogs, t],
  );
}
