import { Suspense, lazy } from 'react';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BroadcastMessage } from '../rules/message-list';
import type { BroadcastStatus } from '../rules/message-status';

const MessageActionButtons = lazy(() =>
  import('./message-actions').then((module) => ({ default: module.MessageActionButtons })),
);

const COLOURS = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const satisfies Record<BroadcastStatus, string>;

export type MessageActions = {
  busy: boolean;
  onEdit: (message: BroadcastMessage) => unknown;
  /** The screen's banner: how a cancel or a stop went. */
  notice: (kind: 'success' | 'error', text: string) => void;
};

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
  // A message listed without a status was sent before schedules existed.
  const status = message.status ?? 'sent';
  return (
    <Stack spacing={0.5} sx={{ my: 1, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />
        {message.test && <Chip size="small" variant="outlined" label={t('status.test')} />}
      </Stack>
      {(status === 'scheduled' || status === 'sending') && (
        // Loaded the first time a row waits (most lists have none): when it goes, and what can
        // still be done.
        <Suspense fallback={null}>
          <MessageActionButtons message={message} label={label} actions={actions} />
        </Suspense>
      )}
    </Stack>
  );
}
