import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

/** One entry of a row's menu: its key, its words (naming the row) and what it does. */
export type RowMenuItem = { key: string; label: string; onClick: () => void };

/**
 * A grid's actions column: each row's "more" menu holds the entries `itemsOf` gives it (none: no
 * menu on that row, as for an action the role may not take or the signed-in account's own row).
 */
export function rowMenuColumn<R extends GridValidRowModel>(
  headerName: string,
  itemsOf: (row: R) => readonly RowMenuItem[],
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName,
    width: 80,
    getActions: ({ row }) =>
      itemsOf(row).map((item) => (
        <GridActionsCellItem key={item.key} label={item.label} onClick={item.onClick} showInMenu />
      )),
  };
}
