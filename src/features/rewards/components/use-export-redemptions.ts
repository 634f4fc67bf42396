import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';

/** Exports every redemption of a reward (the export's code comes when it is asked for). */
export function useExportRedemptions() {
  const { t } = useTranslation('rewards');
  const format = useDateFormat();
  return useCallback(
    async (rewardId: string) =>
      (await import('./export-redemptions')).exportRedemptions(rewardId, t, format),
    [t, format],
  );
}
