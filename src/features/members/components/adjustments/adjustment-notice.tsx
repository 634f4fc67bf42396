import { Alert, Box, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useDateFormat } from '@/i18n/dates';
import { useReverseAdjustment } from '@/api/members';
import type { PointsAdjustment } from '../../rules/points-adjustment';
import { failureText, useSignedPoints } from './adjustment-text';

/** How long the success message offers Undo (as long as a recorded visit's Undo). */
export const UNDO_MS = 30_000;

export type Notice = { adjustment: PointsAdjustment; undone: boolean };

type Props = {
  notice: Notice;
  /** The notice to show next (the reversal after Undo), or null to close it. */
  onChange: (notice: Notice | null) => void;
};

/** The message after an adjustment is saved (with Undo for 30 s) or reversed. */
export function AdjustmentNotice({ notice, onChange }: Props) {
  const { t } = useTranslation('adjustments');
  const format = useDateFormat();
  const signed = useSignedPoints();
  const dialogs = useDialogs();
  const undo = useReverseAdjustment();
  const undoing = undo.isPending;
  const { adjustment, undone } = notice;
  const onClose = () => onChange(null);
  const onUndo = async () => {
    if (undoing) return;
    try {
      const reversed = await undo.mutateAsync({
        adjustmentId: adjustment._id,
        reason: t('undoReason'),
      });
      onChange({ adjustment: reversed, undone: true });
    } catch (error) {
      onChange(null);
      void dialogs.alert({
        kind: 'error',
        title: t('reverse.failedTitle'),
        text: failureText(error, t('reverse.failed')),
      });
    }
  };
  return (
    <Snackbar
      open
      autoHideDuration={UNDO_MS}
      onClose={(_event, why) => why !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Box>
        <Alert
          severity="success"
          variant="filled"
          onClose={onClose}
          action={
            undone ? undefined : (
              <Button
                color="inherit"
                size="small"
                onClick={() => void onUndo()}
                disabled={undoing}
                aria-busy={undoing}
              >
                {t('undo')}
              </Button>
            )
          }
        >
          {undone
            ? t('undone', {
                balance: format.number(
                  adjustment.reversal?.balanceAfter ?? adjustment.balanceBefore,
                ),
              })
            : t('success', {
                amount: signed(adjustment.amount),
                balance: format.number(adjustment.balanceAfter),
              })}
        </Alert>
      </Box>
    </Snackbar>
  );
}
