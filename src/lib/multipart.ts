/** A field of a multipart form: text, a number, a yes/no, a file, or nothing (left out). */
export type MultipartValue = string | number | boolean | Blob | null | undefined;

/**
 * A multipart form for a write that carries a file (an openapi-fetch `bodySerializer`): numbers
 * and yes/no as text, a file as a file part, `null` and `undefined` left out.
 */
export function toMultipart(fields: Record<string, MultipartValue>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(name, value);
    else data.append(name, String(value));
  }
  return data;
}
