import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

type NewMembersTableProps = {
  label: string;
  periodHeader: string;
  countHeader: string;
  labels: string[];
  counts: number[];
  formatNumber: (value: number) => string;
};

/** The chart's numbers as a table, for reading them one by one (and for screen readers). */
export function NewMembersTable({
  label,
  periodHeader,
  countHeader,
  labels,
  counts,
  formatNumber,
}: NewMembersTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {periodHeader}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {countHeader}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {labels.map((text, index) => (
          <TableRow key={text}>
            <TableCell component="th" scope="row">
              {text}
            </TableCell>
            <TableCell align="right">{formatNumber(counts[index] ?? 0)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
