import { useState, type ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { pageOf } from '@/lib/paging';

type PagedTableProps<T> = {
  label: string;
  headers: string[];
  rows: readonly T[];
  /** One <TableRow> for a row. */
  renderRow: (row: T) => ReactNode;
};

const PAGE_SIZES = [10, 20, 50];
const SMALLEST_PAGE = 10;

/** A table that shows one page of its rows at a time, so a member with 1,000 missions opens at once. */
export function PagedTable<T>({ label, headers, rows, renderRow }: PagedTableProps<T>) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const lastPage = Math.max(0, Math.ceil(rows.length / paging.pageSize) - 1);
  const current = { ...paging, page: Math.min(paging.page, lastPage) };
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{pageOf(rows, current).map(renderRow)}</TableBody>
        </Table>
      </TableContainer>
      {rows.length > SMALLEST_PAGE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={current.page}
          rowsPerPage={current.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, page) => setPaging((state) => ({ ...state, page }))}
          onRowsPerPageChange={(event) =>
            setPaging({ page: 0, pageSize: Number(event.target.value) })
          }
        />
      )}
    </>
  );
}
