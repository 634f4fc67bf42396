/** CSV files the admin downloads: written as RFC 4180 text and offered as a UTF-8 file. */

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Rows as CSV text (RFC 4180), fields quoted when they need it. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** Offers CSV text as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 text (Arabic, Chinese) right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
