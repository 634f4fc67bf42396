import { useMemo } from 'react';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@/lib/list-paging';
import { cspNonce } from '@/theme/emotion-cache';
import { GRID_OVERLAYS } from './grid-overlays';
import { gridRoom } from './grid-room';
import { useGridLocaleText } from './use-grid-locale-text';

type Row = GridValidRowModel & { _id: string };

/** What a list sets itself; the rest of the DataGrid's props pass through (`onRowClick`, `sortModel`). */
export type ListGridProps<R extends Row> = Omit<
  DataGridProps<R>,
  | 'rows'
  | 'rowCount'
  | 'paginationModel'
  | 'loading'
  | 'localeText'
  | 'slots'
  | 'slotProps'
  | 'sx'
  | 'rowHeight'
> & {
  /** The grid's accessible name. */
  label: string;
  /** The rows of the page shown. */
  rows: readonly R[];
  /** How many rows match, across all pages. */
  total: number;
  /** The page shown (from 0, the grid's way) and its size. */
  paginationModel: { page: number; pageSize: number };
  loading: boolean;
  /** What is on its way, said while the first page loads ('Loading members…'). */
  loadingText: string;
  /** Said when no row is there: what to do next. */
  emptyText: string;
  rowHeight?: number;
  /** A click on a row opens it: the pointer says so. */
  openRows?: boolean;
};

const getRowId = (row: Row) => row._id;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

/**
 * A page of a list the server pages (and sorts, where `onSortModelChange` is given): while the first
 * page loads the grid says what is on its way and holds the room of a full page, so its rows push
 * nothing down; empty, it says what to do next. The columns and what a row does are the screen's.
 */
export function ListGrid<R extends Row>({
  label,
  total,
  paginationModel,
  loading,
  loadingText,
  emptyText,
  rowHeight = 52,
  openRows = false,
  ...grid
}: ListGridProps<R>) {
  const overrides = useMemo(() => ({ noRowsLabel: emptyText }), [emptyText]);
  const localeText = useGridLocaleText(overrides);
  const slotProps = useMemo(() => ({ loadingOverlay: { text: loadingText } }), [loadingText]);
  const firstLoad = loading && grid.rows.length === 0;
  const sx = useMemo(
    () => ({
      minHeight: firstLoad ? gridRoom(paginationModel.pageSize, rowHeight) : 240,
      bgcolor: 'background.paper',
      ...(openRows && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
    }),
    [firstLoad, paginationModel.pageSize, rowHeight, openRows],
  );
  return (
    <DataGrid<R>
      nonce={cspNonce()}
      aria-label={label}
      getRowId={getRowId}
      rowCount={total}
      paginationMode="server"
      paginationModel={paginationModel}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      sortingMode="server"
      disableColumnSorting={!grid.onSortModelChange}
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      loading={loading}
      rowHeight={rowHeight}
      localeText={localeText}
      slots={GRID_OVERLAYS}
      slotProps={slotProps}
      sx={sx}
      {...grid}
    />
  );
}
