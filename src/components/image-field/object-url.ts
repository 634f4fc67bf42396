/** One `blob:` address per picked file, made once (a file picked again is shown from it). */
const addresses = new WeakMap<Blob, string>();

/**
 * A `blob:` address showing the file. Made on first use and kept for the page's life: revoking
 * it when a field unmounts would break the same preview shown again (React's strict double mount),
 * and a picture is picked a handful of times a visit.
 */
export function objectUrlOf(file: Blob | null): string | undefined {
  if (!file) return undefined;
  const known = addresses.get(file);
  if (known) return known;
  const made = URL.createObjectURL(file);
  addresses.set(file, made);
  return made;
}
