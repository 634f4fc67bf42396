import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormTextField } from '@/components/form/form-text-field';
import { keptDraft, useKeptDraft } from '@/session/kept-drafts';
import { useSendBroadcast } from '../api/use-send-broadcast';
import { broadcastSchema } from '../rules/broadcast-schema';

const initialBody = () => {
  const kept = keptDraft('broadcast');
  return typeof kept === 'string' ? kept : '';
};

/**
 * The 'Send Broadcast' modal. It is mounted only while open, so closing it (Cancel, the close icon
 * or a successful send) empties the draft; a failed send keeps it open with the draft as typed.
 * An empty message is refused in the specification's popup, not beside the field.
 */
export function SendBroadcastDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('broadcast');
  const titleId = useId();
  const dialogs = useDialogs();
  const send = useSendBroadcast();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { body: initialBody() },
    shouldFocusError: false,
  });
  useKeptDraft('broadcast', useWatch({ control, name: 'body' }));
  const busy = formState.isSubmitting;

  const submit = handleSubmit(
    async ({ body }) => {
      try {
        await send.mutateAsync({ body: { body } });
      } catch (error) {
        const text = errorText(error, t, 'send.failed', 'send.networkError');
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
    },
    (errors) => {
      const text = t(errors.body?.message ?? 'send.empty');
      void dialogs.alert({ kind: 'error', title: t('send.errorTitle'), text });
    },
  );

  const close = () => !busy && onClose();

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
          {t('send.title')}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label={t('send.close')}
          disabled={busy}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <FormTextField
            control={control}
            name="body"
            label={t('send.message')}
            multiline
            rows={4}
            fullWidth
            margin="dense"
            inputProps={{ maxLength: 10000 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('send.sending') : t('send.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
