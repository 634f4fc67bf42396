import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  DataGrid,
  gridPaginationModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { useGridLocaleText } from '@/components/grid/use-grid-locale-text';
import { PAGE_SIZES, pageWindow, sameRows, type BroadcastMessage } from '../rules/message-list';
import { LoadingMessagesOverlay, NoMessagesOverlay } from './grid-overlays';
import { ESTIMATED_ROW_HEIGHT } from './row-height';
import { gridRoom } from '@/components/grid/grid-room';
import { cspNonce } from '@/theme/emotion-cache';

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

// Props that never change are made once: a new object or function on each render would make the
// grid (a memoised component) render every row again on each keystroke in the search box.
const getRowId = (row: BroadcastMessage) => row._id;
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => ESTIMATED_ROW_HEIGHT;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const SLOTS = { loadingOverlay: LoadingMessagesOverlay, noRowsOverlay: NoMessagesOverlay };
const GRID_SX = { minHeight: 200, bgcolor: 'background.paper' };
/**
 * While the list loads, the grid holds the room of a full page: drawn small, it would grow when the
 * rows arrive and push what is below it down the page (a layout shift).
 */
const loadingSx = (pageSize: number) => ({
  ...GRID_SX,
  minHeight: gridRoom(pageSize, ESTIMATED_ROW_HEIGHT),
});
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
  const format = useDateFormat();

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
    [t, format, busy, onDelete],
  );

  // The footer is `pageWindow` of the grid's row count and the page the grid shows, both read when
  // the grid draws its footer: the function never changes, so `localeText` stays the same object
  // (a new one would render every row again, as above).
  const apiRef = useGridApiRef();
  const overrides = useMemo<Partial<GridLocaleText>>(
    () => ({
      paginationDisplayedRows: ({ count }) =>
        t('footer', pageWindow(count, gridPaginationModelSelector(apiRef))),
    }),
    [t, apiRef],
  );
  const localeText = useGridLocaleText(overrides);

  // A keystroke re-renders the screen with an equal page of rows (a new array): the grid keeps the
  // array it has, so it renders nothing again until the rows themselves change.
  const [shownRows, setShownRows] = useState(rows);
  const rowsUnchanged = sameRows(rows, shownRows);
  if (!rowsUnchanged) setShownRows(rows);
  const paginationModel = useSameValue(pagination);

  // The grid always calls the latest handler, through one function that never changes.
  const latestOnPaginationChange = useRef(onPaginationChange);
  useLayoutEffect(() => {
    latestOnPaginationChange.current = onPaginationChange;
  });
  const changePagination = useCallback(
    (model: GridPaginationModel) => latestOnPaginationChange.current(model),
    [],
  );

  return (
    <Box sx={FRAME_SX} aria-busy={busy}>
      {/* A call on its way (a delete, a reload): the grid says so while its buttons wait. */}
      {busy && !loading && <LinearProgress aria-hidden="true" />}
      <DataGrid
        apiRef={apiRef}
        nonce={cspNonce()}
        aria-label={t('gridLabel')}
        rows={rowsUnchanged ? shownRows : rows}
        getRowId={getRowId}
        columns={columns}
        rowCount={total}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={changePagination}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        loading={loading}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        disableColumnMenu
        disableColumnSorting
        disableRowSelectionOnClick
        localeText={localeText}
        slots={SLOTS}
        sx={loading ? loadingSx(paginationModel.pageSize) : GRID_SX}
      />
    </Box>
  );
}

/** The same object as at the last render while its page and page size are equal. */
function useSameValue(pagination: GridPaginationModel): GridPaginationModel {
  const [kept, setKept] = useState(pagination);
  const equal = kept.page === pagination.page && kept.pageSize === pagination.pageSize;
  if (!equal) setKept(pagination);
  return equal ? kept : pagination;
}
