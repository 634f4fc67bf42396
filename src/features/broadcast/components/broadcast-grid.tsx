import { useCallback, useMemo } from 'react';
import { Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ListGrid, type RowsWindow } from '@/components/grid/list-grid';
import type { ListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import type { BroadcastMessage, MessageListParams } from '../rules/message-list';
import { ESTIMATED_ROW_HEIGHT } from './row-height';
import { useMayCall } from '@/api/roles';
import { MessageStatusCell, type MessageActions } from './message-status-cell';

type BroadcastGridProps = {
  /** Every message the search finds: the grid shows one page of them. */
  rows: readonly BroadcastMessage[];
  /** The page, page size and search, kept by the screen. */
  state: ListState<MessageListParams>;
  loading: boolean;
  busy: boolean;
  onDelete: (message: BroadcastMessage) => unknown;
  /** Edit a scheduled message (Cancel and Stop are the row's own, and say how they went). */
  onEdit: MessageActions['onEdit'];
  onNotice: MessageActions['notice'];
};

// Props that never change are made once: a new object or function on each render would make the
// grid (a memoised component) render every row again.
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => ESTIMATED_ROW_HEIGHT;
/**
 * The grid sits in a flex column of bounded height, so it virtualises its rows: a page of 50 puts
 * on screen only the rows in view. A page of 10 still fits whole (rows are at most three lines).
 */
const FRAME_SX = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 200,
  maxHeight: 'max(920px, 85vh)',
};

/**
 * A message's audience and channel as the list names them ("Gold tier · WhatsApp"); a dash for a
 * message sent before audiences.
 */
function audienceText(
  t: TFunction<['broadcast', 'privacy']>,
  { audience, channel }: BroadcastMessage,
) {
  if (!audience) return '—';
  const name =
    audience.kind === 'view'
      ? audience.viewName
      : audience.kind === 'tier'
        ? t('audience.tier', audience)
        : t('audience.all');
  return `${name} · ${t(`privacy:channel.${channel ?? 'push'}`)}`;
}

const EXCERPT_LENGTH = 40;
const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH)}…` : body;

export function BroadcastGrid({
  rows,
  state,
  loading,
  busy,
  onDelete,
  onEdit,
  onNotice,
}: BroadcastGridProps) {
  const { t } = useTranslation(['broadcast', 'privacy']);
  const format = useDateFormat();

  // Delete only for a role the contract lets delete a message (not the auditor).
  const mayDelete = useMayCall('deleteBroadcastMessage');
  const actions = useMemo<MessageActions>(
    () => ({ busy, onEdit, notice: onNotice }),
    [busy, onEdit, onNotice],
  );
  const columns = useMemo<GridColDef<BroadcastMessage>[]>(
    () => [
      {
        field: 'body',
        headerName: t('columns.message'),
        flex: 1,
        minWidth: 180,
        maxWidth: 300,
        renderCell: ({ row }) => (
          <Tooltip
            title={<Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.body}</Box>}
          >
            <Typography
              variant="body2"
              tabIndex={0}
              sx={{
                my: 1,
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {row.body}
            </Typography>
          </Tooltip>
        ),
      },
      {
        field: 'createdAt',
        headerName: t('columns.dateTime'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ my: 1 }}>
            {format.dateTime(row.createdAt)}
          </Typography>
        ),
      },
      {
        field: 'audience',
        headerName: t('columns.audience'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_, row) => audienceText(t, row),
      },
      {
        field: 'reach',
        headerName: t('columns.reach'),
        width: 130,
        valueGetter: (_, row) => (row.reach ? t('list.reach', row.reach) : '—'),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <MessageStatusCell message={row} label={excerpt(row.body)} actions={actions} />
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 100,
        renderCell: ({ row }) =>
          mayDelete && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={busy}
              onClick={() => void onDelete(row)}
              aria-label={t('delete.buttonLabel', { excerpt: excerpt(row.body) })}
            >
              {t('delete.button')}
            </Button>
          ),
      },
    ],
    [t, format, busy, onDelete, mayDelete, actions],
  );

  const rowsText = useCallback((window: RowsWindow) => t('footer', window), [t]);

  return (
    <Box sx={FRAME_SX} aria-busy={busy}>
      {/* A call on its way (a delete, a reload): the grid says so while its buttons wait. */}
      {busy && !loading && <LinearProgress aria-hidden="true" />}
      <ListGrid
        label={t('gridLabel')}
        rows={rows}
        paginationMode="client"
        state={state}
        columns={columns}
        loading={loading}
        loadingText={t('loading')}
        emptyText={t('empty')}
        rowsText={rowsText}
        rowHeight={ESTIMATED_ROW_HEIGHT}
        minHeight={200}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
      />
    </Box>
  );
}
