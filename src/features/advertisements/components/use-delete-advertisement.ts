import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useDeleteAdvertisementCall } from '../api/use-delete-advertisement';
import type { Advertisement } from '../rules/list-params';

/** Asks first; then deletes the banner and says so, or says why it could not. */
export function useDeleteAdvertisement() {
  const { t } = useTranslation('advertisements');
  const dialogs = useDialogs();
  const remove = useDeleteAdvertisementCall();
  return useCallback(
    async (ad: Advertisement) => {
      const confirmed = await dialogs.confirm({
        kind: 'warning',
        title: t('delete.title'),
        text: t('delete.text', { title: ad.title }),
        confirmText: t('delete.confirm'),
        cancelText: t('delete.cancel'),
      });
      if (!confirmed) return;
      try {
        await remove(ad._id);
        void dialogs.alert({
          kind: 'success',
          title: t('delete.doneTitle'),
          text: t('delete.done', { title: ad.title }),
          timerMs: 2000,
        });
      } catch (error) {
        void dialogs.alert({
          kind: 'error',
          title: t('delete.failedTitle'),
          text: errorText(error, t, 'delete.failed'),
        });
      }
    },
    [dialogs, remove, t],
  );
}
