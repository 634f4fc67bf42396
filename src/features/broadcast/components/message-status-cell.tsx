import { Suspense, lazy } from 'react';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BroadcastMessage } from '../rules/message-list';
import type { BroadcastStatus } from '../rules/message-status';

const MessageActionButtons = lazy(() =>
  import('./message-actions').then((module) => ({ default: module.MessageActionButtons })),
);

/** Each status's chip colour; a cancelled message's is the default grey. */
const COLOURS: Partial<Record<BroadcastStatus, 'info' | 'warning' | 'success'>> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
};

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />
      {message.test && <Chip size="small" label={t('status.test')} />}
      {(status === 'scheduled' || status === 'sending') && (
        // Loaded the first time a row waits (most lists have none): when it goes, and what can
        // still be done.
        <Suspense fallback={null}>
          <MessageActionButtons message={message} label={label} actions={actions} />
        </Suspense>
      )}
    </Box>
  );
}
