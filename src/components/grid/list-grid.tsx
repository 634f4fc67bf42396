import { useCallback, useMemo } from 'react';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES } from '@/lib/list-paging';
import type { AnyList } from '@/lib/list-state';
import { pageOf } from '@/lib/paging';
import { cspNonce } from '@/theme/emotion-cache';
import { usePageInRange, type ListState } from '@/components/list/use-list-state';
import { ColumnsToolbar } from './columns-toolbar';
import { GRID_OVERLAYS } from './grid-overlays';
import { gridRoom } from './grid-room';
import { useGridLocaleText } from './use-grid-locale-text';

type Row = GridValidRowModel & { _id: string };

/** Which rows the footer says are shown: positions from 1, `0 to 0 of 0` when there are none. */
export type RowsWindow = { from: number; to: number; total: number };

type Paging =
  | {
      /** The server pages the list: `rows` are the page's, `total` how many match across all pages. */
      paginationMode?: 'server';
      total: number;
    }
  | {
      /** The app pages the list: `rows` are all of them, and the grid is given only the page's. */
      paginationMode: 'client';
      total?: never;
    };

/** What a list sets itself; the rest of the DataGrid's props pass through (`columns`, `onRowClick`). */
export type ListGridProps<R extends Row, L extends AnyList> = Omit<
  DataGridProps<R>,
  | 'rows'
  | 'rowCount'
  | 'paginationMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortingMode'
  | 'sortModel'
  | 'onSortModelChange'
  | 'loading'
  | 'localeText'
  | 'slots'
  | 'slotProps'
  | 'sx'
  | 'rowHeight'
> &
  Paging & {
    /** The list's page, size and sort (`useListState`): the grid shows them and changes them. */
    state: ListState<L>;
    /** The grid's accessible name. */
    label: string;
    rows: readonly R[];
    loading: boolean;
    /** What is on its way, said while the first page loads ('Loading members…'). */
    loadingText: string;
    /** Said when no row is there: what to do next. */
    emptyText: string;
    /** The footer's 'Showing 1 to 10 of 25 entries', where a screen has its own words for it. */
    rowsText?: (window: RowsWindow) => string;
    rowHeight?: number;
    /** The grid's least height once its rows are there. */
    minHeight?: number;
    /** A click on a row opens it: the pointer says so. */
    openRows?: boolean;
  };

const getRowId = (row: Row) => row._id;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
const WITH_COLUMNS_TOOLBAR = { ...GRID_OVERLAYS, toolbar: ColumnsToolbar };

/**
 * A page of a list, paged (and sorted, where the list has a sort) by the list's state: the grid's
 * footer and column headers change the state, and a page past the last one with rows (an old link,
 * rows removed since) is brought back to the last. While the first page loads the grid says what is
 * on its way and holds the room of a full page, so its rows push nothing down; empty, it says what
 * to do next. The columns and what a row does are the screen's; where the list lets the admin
 * choose the columns shown, a "Columns" button opens the grid's panel and the choice is the list's
 * (kept in the address, and by a saved view).
 */
export function ListGrid<R extends Row, L extends AnyList>({
  state,
  label,
  rows,
  total,
  paginationMode = 'server',
  loading,
  loadingText,
  emptyText,
  rowsText,
  rowHeight = 52,
  minHeight = 240,
  openRows = false,
  ...grid
}: ListGridProps<R, L>) {
  const { definition, list, update } = state;
  const inApp = paginationMode === 'client';
  const count = inApp ? rows.length : (total ?? 0);

  const paginationModel = useMemo(
    () => ({ page: list.page - 1, pageSize: list.limit }),
    [list.page, list.limit],
  );
  // In the app's paging the grid still gets one page only: a long list never sits in the grid.
  const shownRows = useMemo(
    () => (inApp ? pageOf(rows, paginationModel) : rows),
    [inApp, rows, paginationModel],
  );

  // The sort is given to the grid only on a field it has a column for: it would drop any other (a
  // default sort no column shows) while it renders, and report that as the admin's sort. A new
  // model, even an equal one, sends the grid back to its first page, so one is made only when the
  // sort or the columns' fields change.
  const sort = list.sort;
  const fields = grid.columns.map((column) => column.field).join(' ');
  const sortModel = useMemo<GridSortModel>(
    () => definition.gridSortOf(sort).filter((item) => fields.split(' ').includes(item.field)),
    [definition, sort, fields],
  );

  const changePage = useCallback(
    (model: GridPaginationModel) => update((current) => definition.withGridPage(current, model)),
    [update, definition],
  );
  const changeSort = useCallback(
    (model: GridSortModel) => update((current) => definition.withGridSort(current, model)),
    [update, definition],
  );

  // The columns shown, where the admin chooses: those always shown cannot be hidden.
  const choice = definition.columns;
  const shownColumns = list.columns;
  const columns = useMemo(
    () =>
      choice
        ? grid.columns.map((column) =>
            choice.all.includes(column.field) && !choice.fixed.includes(column.field)
              ? column
              : { ...column, hideable: false },
          )
        : grid.columns,
    [choice, grid.columns],
  );
  const columnVisibilityModel = useMemo<GridColumnVisibilityModel>(
    () =>
      Object.fromEntries(
        (choice?.all ?? []).map((field) => [field, !shownColumns || shownColumns.includes(field)]),
      ),
    [choice, shownColumns],
  );
  const changeColumns = useCallback(
    (model: GridColumnVisibilityModel) =>
      update((current) =>
        definition.withColumns(
          current,
          (definition.columns?.all ?? []).filter((field) => model[field] !== false),
        ),
      ),
    [update, definition],
  );

  // The total is the answer for the page shown once nothing is on its way.
  usePageInRange(state, loading ? undefined : count);

  const overrides = useMemo<Partial<GridLocaleText>>(
    () => ({
      noRowsLabel: emptyText,
      ...(rowsText && {
        paginationDisplayedRows: ({ from, to, count: rowCount }) =>
          rowsText({ from, to, total: rowCount }),
      }),
    }),
    [emptyText, rowsText],
  );
  const localeText = useGridLocaleText(overrides);
  const slotProps = useMemo(
    () => ({
      loadingOverlay: { text: loadingText },
      // The columns panel offers only the columns the admin may hide (not the tick boxes, the
      // name or the row's actions).
      ...(choice && {
        columnsManagement: {
          getTogglableColumns: () => choice.all.filter((field) => !choice.fixed.includes(field)),
        },
      }),
    }),
    [loadingText, choice],
  );
  const firstLoad = loading && shownRows.length === 0;
  const sx = useMemo(
    () => ({
      minHeight: firstLoad ? gridRoom(list.limit, rowHeight) : minHeight,
      bgcolor: 'background.paper',
      ...(openRows && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
    }),
    [firstLoad, list.limit, rowHeight, minHeight, openRows],
  );
  return (
    <DataGrid<R>
      nonce={cspNonce()}
      aria-label={label}
      getRowId={getRowId}
      rows={shownRows}
      rowCount={count}
      paginationMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={changePage}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      sortingMode="server"
      sortModel={sortModel}
      onSortModelChange={changeSort}
      disableColumnSorting={!definition.sortable}
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      loading={loading}
      rowHeight={rowHeight}
      localeText={localeText}
      slots={choice ? WITH_COLUMNS_TOOLBAR : GRID_OVERLAYS}
      slotProps={slotProps}
      sx={sx}
      {...grid}
      columns={columns}
      {...(choice && {
        showToolbar: true,
        columnVisibilityModel,
        onColumnVisibilityModelChange: changeColumns,
      })}
    />
  );
}
