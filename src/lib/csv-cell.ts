// One rule for every CSV cell the app and the offline back end write (OWASP's "CSV injection"):
// a spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
// formula, so such a cell is written with a leading `'`, which makes it text. A plain number
// (`-50`, `+3`, `-1,280.5`, `-1 280`) cannot be a formula (no names, no references, no
// operators after its sign), so it stays a number the spreadsheet can add up.

/** The first characters a spreadsheet reads as the start of a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number as it is written, also in the admin's locale: a sign, digits (any script's), and the
 * separators number formats use (`.`, `,`, Arabic `٫` `٬`, no-break and narrow no-break spaces).
 */
const PLAIN_NUMBER = /^[+-]?\p{Nd}[\p{Nd}.,\u066b\u066c\u00a0\u202f]*$/u;

/** True when a spreadsheet would read the cell as a formula. */
export const isFormulaCell = (text: string): boolean =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

/** The cell as text a spreadsheet shows as it is. */
export const neutraliseCell = (text: string): string => (isFormulaCell(text) ? `'${text}` : text);

/** One CSV field (RFC 4180): neutralised, then quoted when it holds a quote, comma or line break. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = neutraliseCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
