/**
 * The y-axis of a count chart: a round top at or above the largest count, and the whole-number
 * ticks up to it (at most `most` + 1 of them, 0 included).
 */
export function countTicks(largest: number, most = 4): number[] {
  if (largest <= 0) return [0, 1];
  const rough = largest / most;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ??
      10 * magnitude,
  );
  const top = Math.ceil(largest / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Which of `count` labels to write under the bars so that at most `room` are written, evenly. */
export function labelEvery(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}
