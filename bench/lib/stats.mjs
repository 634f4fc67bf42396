// Percentiles and the verdicts of the all-day rows, kept pure so that a unit test holds them.

/** The p-th percentile (0 to 100) by nearest rank, as web-vitals reports p75; undefined when empty. */
export function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Chromium's latency of each interaction from its event timing entries: the longest entry of each
 * `interactionId` (an interaction's key down, key press and key up, or pointer down, up and click,
 * share one). Entries without an interaction (0) are left out.
 */
export function interactionLatencies(entries) {
  const longest = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return [...longest.values()];
}

/**
 * Heap growth over a working day: the heap at the last visit against the first measured one,
 * as a ratio (1.1 is 10 % more).
 */
export const growth = (first, last) => Math.round((last / first) * 1000) / 1000;
