import { useTranslation } from 'react-i18next';
import { useReverseAdjustment } from '@/api/members';
import { useDateFormat } from '@/i18n/dates';
import type { PointsAdjustment } from '../../rules/points-adjustment';
import { ReverseDialog } from '../reverse-dialog';
import { failureText, useSignedPoints } from './adjustment-text';

type Props = {
  balance: number;
  adjustment: PointsAdjustment;
  onClose: () => void;
  onDone: (reversed: PointsAdjustment) => void;
};

/** 'Reverse adjustment': says what the balance becomes and asks why; the reason is required. */
export function ReverseAdjustment({ balance, adjustment, onClose, onDone }: Props) {
  const { t } = useTranslation('adjustments');
  const format = useDateFormat();
  const signed = useSignedPoints();
  const reverse = useReverseAdjustment();
  return (
    <ReverseDialog
      texts={{
        title: t('reverse.title'),
        text: t('reverse.text', {
          amount: signed(adjustment.amount),
          reason: t(`reasons.${adjustment.reason}`),
          date: format.dateTime(adjustment.at),
          balance: format.number(balance - adjustment.amount),
        }),
        reason: t('reverse.reason'),
        reasonRequired: t('errors.reverseReasonRequired'),
        cancel: t('reverse.cancel'),
        confirm: t('reverse.confirm'),
        pending: t('reverse.saving'),
        failedTitle: t('reverse.failedTitle'),
      }}
      reverse={(reason) => reverse.mutateAsync({ adjustmentId: adjustment._id, reason })}
      failureText={(error) => failureText(error, t('reverse.failed'))}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
