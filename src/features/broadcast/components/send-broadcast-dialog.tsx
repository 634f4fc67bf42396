import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { isNetworkError, serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { useSendBroadcast } from '../api/use-send-broadcast';
import { broadcastBody } from '../rules/broadcast-body';

/**
 * The 'Send Broadcast' modal. It is mounted only while open, so closing it (Cancel, the close icon
 * or a successful send) empties the draft; a failed send keeps it open with the draft as typed.
 */
export function SendBroadcastDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('broadcast');
  const titleId = useId();
  const dialogs = useDialogs();
  const send = useSendBroadcast();
  const [draft, setDraft] = useState(() => {
    const kept = keptDraft('broadcast');
    return typeof kept === 'string' ? kept : '';
  });
  useKeptDraft('broadcast', draft);
  const oneAtATime = useOneAtATime();

  const sendDraft = async () => {
    const body = broadcastBody(draft);
    if (body === null) {
      await dialogs.alert({ kind: 'error', title: t('send.errorTitle'), text: t('send.empty') });
      return;
    }
    try {
      await send.mutateAsync({ body: { body } });
    } catch (error) {
      const text = isNetworkError(error)
        ? t('send.networkError')
        : serverErrorText(error, t('send.failed'));
      void dialogs.alert({ kind: 'error', title: t('send.errorTitle'), text });
      return;
    }
    onClose();
    void dialogs.alert({
      kind: 'success',
      title: t('send.successTitle'),
      text: t('send.success'),
      timerMs: 2000,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void oneAtATime(sendDraft);
  };

  const close = () => !send.isPending && onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
          {t('send.title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('send.close')}
          disabled={send.isPending}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <TextField
            label={t('send.message')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            rows={4}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 10000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={send.isPending}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('send.sending') : t('send.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
