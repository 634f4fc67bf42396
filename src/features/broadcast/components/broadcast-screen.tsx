import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useConfirmThenRun } from '@/components/dialogs/confirm-then-run';
import { ListSearchField } from '@/components/list/list-search-field';
import { useListState } from '@/components/list/use-list-state';
import { PageFrame } from '@/components/page-frame';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useBroadcastMessages, useDeleteBroadcast } from '@/api/notifications';
import { filterMessages, messageList, type BroadcastMessage } from '../rules/message-list';
import { BroadcastBanner } from './broadcast-banner';
import { BroadcastGrid } from './broadcast-grid';
import { LoadError } from '@/components/load-error';
import { useBanner } from './use-banner';
import { hasKeptDraft } from '@/session/kept-drafts';
import { useMayCall } from '@/api/roles';

// The form (react-hook-form and its schema) comes when the admin heads for the Send button, not
// with the list: a first visit loads the list's code only.
const loadSendBroadcastDialog = () =>
  import('./send-broadcast-dialog').then((module) => ({ default: module.SendBroadcastDialog }));
const SendBroadcastDialog = lazy(loadSendBroadcastDialog);

const NO_MESSAGES: readonly BroadcastMessage[] = [];

export function BroadcastScreen() {
  const { t } = useTranslation('broadcast');
  const confirmThenRun = useConfirmThenRun();
  const messages = useBroadcastMessages();
  const remove = useDeleteBroadcast();
  const { banner, show, dismiss } = useBanner();
  // Opens by itself when the admin comes back to a message their expired session cut short (an
  // edit of a scheduled message as that edit: the dialog finds which).
  const [sending, setSending] = useState(() => hasKeptDraft('broadcast'));
  // The scheduled message being edited (the send dialog, with its text and time).
  const [editing, setEditing] = useState<BroadcastMessage>();
  const state = useListState(messageList, { keep: 'screen' });
  const { search } = state.list;
  const oneAtATime = useOneAtATime();

  // Filtered once the admin pauses typing (as every list's search is): a key press renders the
  // search box alone, not the grid's rows.
  const filtered = useMemo(
    () => filterMessages(messages.data ?? NO_MESSAGES, search),
    [messages.data, search],
  );
  const busy = messages.isFetching || remove.isPending;

  const listFailure = messages.error
    ? errorText(messages.error, t, 'list.failed', 'list.networkError')
    : undefined;
  useEffect(() => {
    if (listFailure) show('error', listFailure);
  }, [listFailure, messages.errorUpdatedAt, show]);

  // The delete buttons wait while a delete is on its way, which drops the keyboard focus (and the
  // deleted row goes): once the list is ready again, focus goes to the screen's main action.
  const sendButton = useRef<HTMLButtonElement>(null);
  const refocusAfterDelete = useRef(false);
  useEffect(() => {
    if (busy || !refocusAfterDelete.current) return;
    refocusAfterDelete.current = false;
    sendButton.current?.focus();
  }, [busy]);

  const { mutateAsync: deleteById } = remove;
  const deleteMessage = useCallback(
    (message: BroadcastMessage) =>
      oneAtATime(() =>
        confirmThenRun({
          ask: {
            kind: 'warning',
            title: t('delete.confirmTitle'),
            text: t('delete.confirmText'),
            confirmText: t('delete.confirm'),
          },
          run: () => {
            refocusAfterDelete.current = true;
            return deleteById({ params: { path: { id: message._id } } });
          },
          done: () => show('success', t('delete.success')),
          failed: (error) =>
            show('error', errorText(error, t, 'delete.failed', 'delete.networkError')),
        }),
      ),
    [oneAtATime, confirmThenRun, deleteById, show, t],
  );

  const maySend = useMayCall('sendBroadcast');
  return (
    <PageFrame
      screen="broadcast"
      actions={
        maySend && (
          <Button
            ref={sendButton}
            onPointerEnter={() => void loadSendBroadcastDialog()}
            onFocus={() => void loadSendBroadcastDialog()}
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setSending(true)}
            disabled={busy}
          >
            {t('sendButton')}
          </Button>
        )
      }
    >
      <BroadcastBanner banner={banner} onDismiss={dismiss} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <ListSearchField
            searched={search}
            onSearch={state.search}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            disabled={busy}
            sx={{ maxWidth: 360 }}
          />
          {messages.isError && !messages.data ? (
            <LoadError text={listFailure} onRetry={() => void messages.refetch()} />
          ) : (
            <BroadcastGrid
              rows={filtered}
              state={state}
              loading={messages.isPending}
              busy={busy}
              onDelete={deleteMessage}
              onEdit={setEditing}
              onNotice={show}
            />
          )}
        </Stack>
      </Paper>
      {(sending || editing) && (
        <Suspense fallback={null}>
          <SendBroadcastDialog
            message={editing}
            onClose={() => {
              setSending(false);
              setEditing(undefined);
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
