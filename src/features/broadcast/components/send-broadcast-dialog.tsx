import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { changedMeanwhile, ifMatch } from '@/api/versions';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import { useBroadcastReach } from '@/api/broadcast-reach';
import { useSendBroadcast, useUpdateBroadcast } from '@/api/notifications';
import {
  ALL,
  choiceOf,
  DEFAULT_CHANNEL,
  sendFields,
  updateFields,
  type AudienceChoice,
} from '../rules/audience';
import type { BroadcastMessage } from '../rules/message-list';
import { scheduleSchema, type ScheduleForm } from '../rules/schedule-schema';
import { ScheduleFields } from './schedule-fields';
import { AudienceFields, ReachSummary } from './audience-fields';

const NEW_MESSAGE: ScheduleForm = {
  body: '',
  audience: ALL,
  channel: DEFAULT_CHANNEL,
  when: 'now',
  sendAt: '',
};
const formOf = (message: BroadcastMessage): ScheduleForm => ({
  body: message.body,
  audience: choiceOf(message.audience),
  channel: message.channel ?? DEFAULT_CHANNEL,
  when: 'later',
  sendAt: message.sendAt ?? '',
});

/** The scheduled message whose edit an expired session cut short, if that is the kept draft. */
const keptEdit = () => {
  const about = keptForm('broadcast')?.about;
  return draftSubjectId(about) ? (about as BroadcastMessage) : undefined;
};

/**
 * The 'Send Broadcast' modal. It is mounted only while open, so closing it (Cancel, the close icon
 * or a successful send) empties the draft; a failed send keeps it open with the draft as typed.
 * An empty message is refused in the specification's popup, not beside the field. The message
 * goes now (held a minute, during which the list's Stop stops it) or at a time; "Send a test to
 * me" sends it to the admin's own account alone and keeps the dialog open. The audience and channel
 * (all members by app notification unless chosen) show the reach as they change; an audience no one
 * in it can be reached in cannot be sent to. Given a scheduled `message`, the same form edits its
 * text, audience, channel and time (If-Match: a change made meanwhile is shown); the audience and
 * channel are sent only when changed.
 */
export function SendBroadcastDialog({
  message: given,
  onClose,
}: {
  message?: BroadcastMessage;
  onClose: () => void;
}) {
  // Opened by itself for a kept draft: the edit of a scheduled message is that edit again.
  const [message] = useState(() => given ?? keptEdit());
  const { t } = useTranslation('broadcast');
  const dialogs = useDialogs();
  const send = useSendBroadcast();
  const update = useUpdateBroadcast();
  const resolver = useMemo(() => zodResolver(scheduleSchema()), []);
  const dialog = useFormDialog<ScheduleForm>({
    resolver,
    defaultValues: message ? formOf(message) : NEW_MESSAGE,
    shouldFocusError: false,
    draft: 'broadcast',
    about: message,
    failure: {
      title: t('send.errorTitle'),
      text: (error) =>
        message
          ? errorText(error, t, 'edit.failed')
          : errorText(error, t, 'send.failed', 'send.networkError'),
    },
    ...(message
      ? {
          edits: {
            version: message.version,
            values: (now: BroadcastMessage) => formOf(now),
            conflictOf: changedMeanwhile,
          },
        }
      : {}),
    onClose,
  });
  const { control, setValue } = dialog.form;
  const { busy, values } = dialog;
  const when = values.when ?? 'now';
  const [audience = ALL, channel = DEFAULT_CHANNEL] = useWatch({
    control,
    name: ['audience', 'channel'],
  });
  const choice = audience as AudienceChoice;
  const reach = useBroadcastReach(choice, channel);
  const nobody = reach.data?.reach.reached === 0;

  const done = (text: string) => {
    onClose();
    void dialogs.alert({ kind: 'success', title: t('send.successTitle'), text, timerMs: 2000 });
  };
  const refused = (errors: { body?: { message?: string }; sendAt?: unknown }) => {
    if (errors.body) {
      const text = t(errors.body.message ?? 'send.empty');
      void dialogs.alert({ kind: 'error', title: t('send.errorTitle'), text });
    } else if (errors.sendAt) dialog.form.setFocus('sendAt');
  };

  const submit = dialog.submit(async (form) => {
    const later = form.when === 'later';
    if (message) {
      const sent = formOf(message);
      const [choice, channel] = [form.audience ?? ALL, form.channel ?? DEFAULT_CHANNEL];
      const moved = choice !== sent.audience || channel !== sent.channel;
      await update.mutateAsync({
        params: { path: { id: message._id }, header: { 'If-Match': ifMatch(dialog.version()) } },
        body: {
          body: form.body,
          sendAt: form.sendAt,
          ...(moved ? updateFields(choice as AudienceChoice, channel) : {}),
        },
      });
      return done(t('edit.saved'));
    }
    const fields = sendFields(
      (form.audience ?? ALL) as AudienceChoice,
      form.channel ?? DEFAULT_CHANNEL,
    );
    await send.mutateAsync({
      body: { body: form.body, ...fields, ...(later ? { sendAt: form.sendAt } : {}) },
    });
    done(later ? t('send.scheduled') : `${t('send.success')} ${t('send.held')}`);
  }, refused);

  // A test goes at once to the admin alone; only the message is checked (not the time).
  const sendTest = async () => {
    if (!(await dialog.form.trigger('body')))
      return refused({ body: dialog.form.getFieldState('body').error ?? {} });
    try {
      await send.mutateAsync({ body: { body: dialog.form.getValues('body').trim(), test: true } });
      void dialogs.alert({
        kind: 'success',
        title: t('send.successTitle'),
        text: t('send.testSent'),
        timerMs: 2000,
      });
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('send.errorTitle'),
        text: errorText(error, t, 'send.failed', 'send.networkError'),
      });
    }
  };

  const waiting = busy || send.isPending;
  const [submitText, busyText] = message
    ? [t('edit.save'), t('edit.saving')]
    : when === 'later'
      ? [t('send.schedule'), t('send.scheduling')]
      : [t('send.send'), t('send.sending')];
  return (
    <FormDialog
      dialog={dialog}
      title={message ? t('edit.title') : t('send.title')}
      maxWidth="sm"
      onSubmit={submit}
      closeLabel={t('send.close')}
      cancelText={t('send.cancel')}
      submit={
        <>
          {!message && (
            <Button variant="outlined" disabled={waiting} onClick={() => void sendTest()}>
              {send.isPending && send.variables.body.test ? t('send.testing') : t('send.test')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={waiting || nobody}>
            {busy ? busyText : submitText}
          </Button>
        </>
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
      <ScheduleFields control={control} when={when} timeOnly={Boolean(message)} />
    </FormDialog>
  );
}
