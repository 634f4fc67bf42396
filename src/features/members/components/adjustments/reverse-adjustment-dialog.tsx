import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useDateFormat } from '@/i18n/dates';
import { useReverseAdjustment } from '../../api/use-points-adjustments';
import { NOTE_MAX, type PointsAdjustment } from '../../rules/points-adjustment';
import { failureText, useSignedPoints } from './adjustment-text';

type Props = {
  memberId: string;
  balance: number;
  adjustment: PointsAdjustment;
  onClose: () => void;
  onDone: (reversed: PointsAdjustment) => void;
};

/** 'Reverse adjustment': says what the balance becomes and asks why; the reason is required. */
export function ReverseAdjustmentDialog({ memberId, balance, adjustment, onClose, onDone }: Props) {
  const { t } = useTranslation('adjustments');
  const format = useDateFormat();
  const signed = useSignedPoints();
  const titleId = useId();
  const dialogs = useDialogs();
  const reverse = useReverseAdjustment(memberId);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  const busy = reverse.isPending;
  const after = balance - adjustment.amount;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || busy) return;
    try {
      onDone(await reverse.mutateAsync({ adjustmentId: adjustment._id, reason: reason.trim() }));
      onClose();
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('reverse.failedTitle'),
        text: failureText(error, t('reverse.failed')),
      });
    }
  };
  const close = () => !busy && onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('reverse.title')}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {t('reverse.text', {
              amount: signed(adjustment.amount),
              reason: t(`reasons.${adjustment.reason}`),
              date: format.dateTime(adjustment.at),
              balance: format.number(after),
            })}
          </DialogContentText>
          <TextField
            label={t('reverse.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={tried && missing}
            helperText={tried && missing ? t('errors.reverseReasonRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('reverse.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('reverse.saving') : t('reverse.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
