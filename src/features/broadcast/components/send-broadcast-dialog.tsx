import { useWatch } from 'react-hook-form';
import { Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useBroadcastReach } from '@/api/broadcast-reach';
import { useSendBroadcast } from '@/api/notifications';
import { ALL, DEFAULT_CHANNEL, sendFields, type AudienceChoice } from '../rules/audience';
import { broadcastSchema } from '../rules/broadcast-schema';
import { AudienceFields, ReachSummary } from './audience-fields';

/**
 * The 'Send Broadcast' modal. It is mounted only while open, so closing it (Cancel, the close icon
 * or a successful send) empties the draft; a failed send keeps it open with the draft as typed.
 * An empty message is refused in the specification's popup, not beside the field. The audience
 * and channel (all members by app notification unless chosen) show the reach as they change; an
 * audience no one in it can be reached in cannot be sent to.
 */
export function SendBroadcastDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('broadcast');
  const dialogs = useDialogs();
  const send = useSendBroadcast();
  const dialog = useFormDialog({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { body: '', audience: ALL, channel: DEFAULT_CHANNEL },
    shouldFocusError: false,
    draft: 'broadcast',
    failure: {
      title: t('send.errorTitle'),
      text: (error) => errorText(error, t, 'send.failed', 'send.networkError'),
    },
    onClose,
  });
  const { control, setValue } = dialog.form;
  const { busy } = dialog;
  const [audience = ALL, channel = DEFAULT_CHANNEL] = useWatch({
    control,
    name: ['audience', 'channel'],
  });
  const choice = audience as AudienceChoice;
  const reach = useBroadcastReach(choice, channel);
  const nobody = reach.data?.reach.reached === 0;

  const submit = dialog.submit(
    async (values) => {
      const fields = sendFields(
        (values.audience ?? ALL) as AudienceChoice,
        values.channel ?? DEFAULT_CHANNEL,
      );
      await send.mutateAsync({ body: { body: values.body, ...fields } });
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

  return (
    <FormDialog
      dialog={dialog}
      title={t('send.title')}
      maxWidth="sm"
      onSubmit={submit}
      closeLabel={t('send.close')}
      cancelText={t('send.cancel')}
      submit={
        <Button type="submit" variant="contained" disabled={busy || nobody}>
          {busy ? t('send.sending') : t('send.send')}
        </Button>
      }
      dividers={false}
      actionsSx={{ px: 3, pb: 2 }}
    >
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
      <AudienceFields
        choice={choice}
        channel={channel}
        onChoice={(value) => setValue('audience', value, { shouldDirty: true })}
        onChannel={(value) => setValue('channel', value, { shouldDirty: true })}
        disabled={busy}
      />
      <ReachSummary reach={reach.data?.reach} channel={channel} failed={reach.isError} />
    </FormDialog>
  );
}
