import type { TFunction } from 'i18next';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv as download, localizedCsv } from '@/lib/csv';
import { fetchRedemptionsCsv } from '@/api/rewards';

/**
 * Every redemption of a reward as a CSV file, in the admin's language and formats. Loaded when the
 * admin exports, not with the catalogue.
 */
export async function exportRedemptions(
  rewardId: string,
  t: TFunction,
  format: DateFormat,
): Promise<void> {
  const csv = localizedCsv(await fetchRedemptionsCsv(rewardId), {
    userId: { title: t('redemptions.userId') },
    fullName: { title: t('redemptions.member') },
    memberId: { title: t('redemptions.memberId') },
    pointsUsed: {
      title: t('redemptions.pointsUsed'),
      format: (value) => format.number(Number(value)),
    },
    code: { title: t('redemptions.code') },
    redeemedAt: { title: t('redemptions.redeemedAt'), format: format.dateTime },
  });
  download(`reward-${rewardId}-redemptions-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}
