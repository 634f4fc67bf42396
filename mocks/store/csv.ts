// CSV answers: a header row, then one row per record, fields quoted when they need it (RFC 4180)
// and a cell a spreadsheet would run as a formula neutralised (the app's own rule, one module).
import { csvField as field } from '../../src/lib/csv-cell.ts';

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** True when the request asks for CSV (`Accept: text/csv`). */
export const wantsCsv = (accept: string): boolean => accept.includes('text/csv');
