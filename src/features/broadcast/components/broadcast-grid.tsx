import { useMemo } from 'react';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/grid/use-grid-locale-text';
import { PAGE_SIZES, pageWindow, type BroadcastMessage } from '../rules/message-list';
import { LoadingMessagesOverlay, NoMessagesOverlay } from './grid-overlays';

type BroadcastGridProps = {
  /** Only the rows of the current page: the grid never holds the whole list. */
  rows: readonly BroadcastMessage[];
  total: number;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  loading: boolean;
  busy: boolean;
  onDelete: (message: BroadcastMessage) => unknown;
};

const EXCERPT_LENGTH = 40;
const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH)}…` : body;

export function BroadcastGrid({
  rows,
  total,
  pagination,
  onPaginationChange,
  loading,
  busy,
  onDelete,
}: BroadcastGridProps) {
  const { t } = useTranslation('broadcast');

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
            {/* The browser's own local date-time format. */}
            {new Date(row.createdAt).toLocaleString()}
          </Typography>
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 100,
        renderCell: ({ row }) => (
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
    [t, busy, onDelete],
  );

  const { from, to } = pageWindow(total, pagination);
  const overrides = useMemo(
    () => ({ paginationDisplayedRows: () => t('footer', { from, to, total }) }),
    [t, from, to, total],
  );
  const localeText = useGridLocaleText(overrides);

  return (
    <DataGrid
      aria-label={t('gridLabel')}
      rows={rows}
      getRowId={(row) => row._id}
      columns={columns}
      rowCount={total}
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPaginationChange}
      pageSizeOptions={[...PAGE_SIZES]}
      loading={loading}
      getRowHeight={() => 'auto'}
      disableColumnMenu
      disableColumnSorting
      disableRowSelectionOnClick
      localeText={localeText}
      slots={{ loadingOverlay: LoadingMessagesOverlay, noRowsOverlay: NoMessagesOverlay }}
      sx={{ minHeight: 200, bgcolor: 'background.paper' }}
    />
  );
}
