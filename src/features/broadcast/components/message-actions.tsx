import { useCallback, useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useMayCall } from '@/api/roles';
import { useDateFormat } from '@/i18n/dates';
import { useBroadcastMessages, useCancelBroadcast } from '@/api/notifications';
import { useConfirmThenRun } from '@/components/dialogs/confirm-then-run';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { BroadcastMessage } from '../rules/message-list';
import { secondsLeft, statusOf } from '../rules/message-status';
import type { MessageActions } from './message-status-cell';

/** Stop, with the seconds left, counted down each second. */
function StopButton({
  message,
  busy,
  onStop,
  label,
}: {
  message: BroadcastMessage;
  busy: boolean;
  onStop: () => unknown;
  label: string;
}) {
  const { t } = useTranslation('broadcast');
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(message, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) || 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  if (left <= 0) return null;
  return (
    <Button
      size="small"
      color="warning"
      variant="outlined"
      disabled={busy}
      onClick={() => void onStop()}
      aria-label={t('status.stopLabel', { seconds: left, excerpt: label })}
    >
      {t('status.stop', { seconds: left })}
    </Button>
  );
}

/** Each on a line of its own below the status chips. */
const LINE = { flexBasis: '100%' };

/** The longest a browser timer waits. */
const LONGEST_WAIT = 2 ** 31 - 1;

/** The list is read again once a waiting message's time has come: it went by itself then. */
function useReadAgainAt(sendAt: string | undefined) {
  const { refetch } = useBroadcastMessages();
  useEffect(() => {
    const due = Date.parse(sendAt ?? '');
    if (Number.isNaN(due)) return;
    const wait = Math.min(Math.max(due - Date.now(), 0) + 500, LONGEST_WAIT);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [sendAt, refetch]);
}

/**
 * What can still be done with a waiting message (for the roles that may): Edit and Cancel until a
 * scheduled message goes, Stop while one is sent; and the list read again when it goes.
 */
export function MessageActionButtons({
  message,
  label,
  actions,
}: {
  message: BroadcastMessage;
  label: string;
  actions: MessageActions;
}) {
  const { t } = useTranslation('broadcast');
  const status = statusOf(message);
  const confirmThenRun = useConfirmThenRun();
  const oneAtATime = useOneAtATime();
  const { mutateAsync, isPending } = useCancelBroadcast();
  const { notice } = actions;
  const cancel = useCallback(
    () => mutateAsync({ params: { path: { id: message._id } } }),
    [mutateAsync, message._id],
  );
  const ask = () =>
    oneAtATime(() =>
      confirmThenRun({
        ask: {
          kind: 'warning',
          title: t('cancel.confirmTitle'),
          text: t('cancel.confirmText'),
          confirmText: t('cancel.confirm'),
          cancelText: t('cancel.keep'),
        },
        run: cancel,
        done: () => notice('success', t('cancel.success')),
        failed: (error) => notice('error', errorText(error, t, 'cancel.failed')),
      }),
    );
  // Stopping cannot wait for a question: the minute is running.
  const stop = () =>
    oneAtATime(async () => {
      try {
        await cancel();
        notice('success', t('stop.success'));
      } catch (error) {
        notice('error', errorText(error, t, 'stop.failed'));
      }
    });
  const mayCancel = useMayCall('cancelBroadcastMessage');
  const busy = actions.busy || isPending;
  useReadAgainAt(message.sendAt);
  const format = useDateFormat();
  return (
    <>
      {status === 'scheduled' && message.sendAt && (
        <Typography variant="caption" sx={LINE}>
          {t('status.scheduledFor', { time: format.dateTime(message.sendAt) })}
        </Typography>
      )}
      {/* Only for a role that may cancel (not the auditor). */}
      {mayCancel && status === 'scheduled' && (
        <Stack direction="row" spacing={0.5} sx={LINE}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => void actions.onEdit(message)}
            aria-label={t('status.editLabel', { excerpt: label })}
          >
            {t('status.edit')}
          </Button>
          <Button
            size="small"
            color="warning"
            disabled={busy}
            onClick={() => void ask()}
            aria-label={t('status.cancelLabel', { excerpt: label })}
          >
            {t('status.cancel')}
          </Button>
        </Stack>
      )}
      {status === 'sending' && (
        <StopButton message={message} busy={busy} onStop={stop} label={label} />
      )}
    </>
  );
}
