/** A list's search as every list screen sends it. */

/** The contract's `search` takes at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** How long a search box waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search as sent: no spaces around it, at most 100 characters (not cutting a character in two). */
export function normalizeSearch(text: string): string {
  return Array.from(text.trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}
