import { downloadBlob } from './download';
import { csvField } from './csv-cell';

/**
 * CSV text (RFC 4180) read into rows, and rows written back, fields quoted when they need it and
 * a cell a spreadsheet would run as a formula neutralised (`csv-cell.ts`).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as CSV text (RFC 4180), fields quoted when they need it, formula cells neutralised. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Offers CSV text as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 text (Arabic, Chinese) right.
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}

/**
 * The server's CSV with its header translated and each column's values written the admin's way
 * (dates and numbers in their locale): `columns` maps a server column name to its title and format.
 */
export function localizedCsv(
  text: string,
  columns: Record<string, { title: string; format?: (value: string) => string }>,
): string {
  const [header = [], ...rows] = parseCsv(text);
  const specs = header.map((name) => columns[name]);
  return writeCsv([
    header.map((name, i) => specs[i]?.title ?? name),
    ...rows.map((row) =>
      row.map((value, i) => {
        const format = specs[i]?.format;
        return value !== '' && format ? format(value) : value;
      }),
    ),
  ]);
}
