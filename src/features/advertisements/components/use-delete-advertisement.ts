import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useConfirmThenRun } from '@/components/dialogs/confirm-then-run';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useDeleteAdvertisementCall } from '@/api/advertisements';
import type { Advertisement } from '../rules/list-params';

/** Asks first; then deletes the banner and says so, or says why it could not. */
export function useDeleteAdvertisement() {
  const { t } = useTranslation('advertisements');
  const dialogs = useDialogs();
  const confirmThenRun = useConfirmThenRun();
  const remove = useDeleteAdvertisementCall();
  return useCallback(
    (ad: Advertisement) =>
      confirmThenRun({
        ask: {
          kind: 'warning',
          title: t('delete.title'),
          text: t('delete.text', { title: ad.title }),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        },
        run: () => remove(ad._id),
        failed: {
          title: t('delete.failedTitle'),
          text: (error) => errorText(error, t, 'delete.failed'),
        },
        done: () =>
          void dialogs.alert({
            kind: 'success',
            title: t('delete.doneTitle'),
            text: t('delete.done', { title: ad.title }),
            timerMs: 2000,
          }),
      }),
    [confirmThenRun, dialogs, remove, t],
  );
}
