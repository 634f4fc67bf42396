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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { api } from '@/api/client';
import { idempotencyHeader, idempotentRetry } from '@/api/idempotency';
import type { AuditEntry } from '@/api/queries/audit';
import { useDialogs } from '@/components/dialogs/dialogs-context';

const REASON_MAX = 500;

type Reversal = NonNullable<AuditEntry['reversal']>;

/** Sends the reversal the entry names (a visit or a points adjustment), with its reason. */
async function reverse(reversal: Reversal, action: { reason: string }) {
  const header = idempotencyHeader(action);
  if (reversal.operation === 'reverseVisit')
    await api.POST('/api/visits/{visitId}/reverse', {
      params: { path: { visitId: reversal._id }, header },
      body: { reason: action.reason },
    });
  else
    await api.POST('/api/points-adjustments/{adjustmentId}/reverse', {
      params: { path: { adjustmentId: reversal._id }, header },
      body: { reason: action.reason },
    });
}

type Props = { entry: AuditEntry & { reversal: Reversal }; onClose: () => void };

/**
 * Reverses a change from the member's timeline: says what is taken back, asks why (required),
 * and once done everything on screen is read again (points, progress, the timeline itself).
 */
export function ReverseEntryDialog({ entry, onClose }: Props) {
  const { t } = useTranslation('auditLog');
  const titleId = useId();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    ...idempotentRetry,
    mutationFn: (action: { reason: string }) => reverse(entry.reversal, action),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const missing = !reason.trim();
  const busy = mutation.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || busy) return;
    try {
      await mutation.mutateAsync({ reason: reason.trim() });
      onClose();
      void dialogs.alert({
        kind: 'success',
        title: t('reverse.doneTitle'),
        text: t('reverse.done'),
        timerMs: 2000,
      });
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('reverse.failedTitle'),
        text: errorText(error, t, 'reverse.failed'),
      });
    }
  };
  const close = () => !busy && onClose();
  const kind = entry.reversal.operation === 'reverseVisit' ? 'visit' : 'adjustment';

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('reverse.title')}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {t(`reverse.${kind}`, { label: entry.entity.label })}
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
            helperText={tried && missing ? t('reverse.reasonRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={busy}>
            {t('reverse.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
