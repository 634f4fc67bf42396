import { useEffect, useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { BroadcastMessage } from '../rules/message-list';
import { secondsLeft, statusOf, type BroadcastStatus } from '../rules/message-status';

const COLOURS = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const satisfies Record<BroadcastStatus, string>;

export type MessageActions = {
  /** The row actions only a role that may send has (not the auditor). */
  allowed: boolean;
  busy: boolean;
  onEdit: (message: BroadcastMessage) => unknown;
  onCancel: (message: BroadcastMessage) => unknown;
  onStop: (message: BroadcastMessage) => unknown;
};

/** Stop, with the seconds left, counted down each second. */
function StopButton({
  message,
  actions,
  label,
}: {
  message: BroadcastMessage;
  actions: MessageActions;
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
      disabled={actions.busy}
      onClick={() => void actions.onStop(message)}
      aria-label={t('status.stopLabel', { seconds: left, excerpt: label })}
    >
      {t('status.stop', { seconds: left })}
    </Button>
  );
}

/**
 * A message's status as a chip ('Test' beside a test), the time a scheduled one goes, and what can
 * still be done: Edit and Cancel until a scheduled message goes, Stop while one is being sent.
 */
export function MessageStatusCell({
  message,
  label,
  actions,
}: {
  message: BroadcastMessage;
  /** The message's excerpt, naming the row for a screen reader. */
  label: string;
  actions: MessageActions;
}) {
  const { t } = useTranslation('broadcast');
  const format = useDateFormat();
  const status = statusOf(message);
  return (
    <Stack spacing={0.5} sx={{ my: 1, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />
        {message.test && <Chip size="small" variant="outlined" label={t('status.test')} />}
      </Stack>
      {status === 'scheduled' && message.sendAt && (
        <Typography variant="caption">
          {t('status.scheduledFor', { time: format.dateTime(message.sendAt) })}
        </Typography>
      )}
      {actions.allowed && status === 'scheduled' && (
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            disabled={actions.busy}
            onClick={() => void actions.onEdit(message)}
            aria-label={t('status.editLabel', { excerpt: label })}
          >
            {t('status.edit')}
          </Button>
          <Button
            size="small"
            color="warning"
            disabled={actions.busy}
            onClick={() => void actions.onCancel(message)}
            aria-label={t('status.cancelLabel', { excerpt: label })}
          >
            {t('status.cancel')}
          </Button>
        </Stack>
      )}
      {actions.allowed && status === 'sending' && (
        <StopButton message={message} actions={actions} label={label} />
      )}
    </Stack>
  );
}
