/** Offers a text as a file download. */
export function download(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 names (Arabic, Chinese) right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
