// The seed's history ends on the day the back end starts (UTC). The seed is written for one day,
// REFERENCE_DATE; for another day every timestamp of the seeded state moves by the whole days
// between, so one seed gives the same clinic on every day, dated from that day. When the back end
// starts before the reference time of day, the start day's own events are drawn closer to
// midnight, in the same order, so that none lies after the start.

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The day the seed is written for, at the time of day its history ends (noon UTC). */
export const REFERENCE_DATE = new Date('2026-11-22T12:00:00.000Z');

/** The day the seed is written for: the tests that read seeded values start back ends on it. */
export const SEED_DAY = REFERENCE_DATE.toISOString().slice(0, 10);

/** The history's end on the reference day, counted from that day's midnight. */
const END_OF_DAY = REFERENCE_DATE.getTime() % DAY;

/** A timestamp as the store keeps them (`toISOString`); dates of birth are not history. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOT_HISTORY = new Set(['dateOfBirth']);

/** Midnight (UTC) of `--today YYYY-MM-DD`, or a clear reason why it is not a day the seed takes. */
export function dayOf(today: string): number {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(today) ? Date.parse(`${today}T00:00:00.000Z`) : NaN;
  const real = !Number.isNaN(at) && new Date(at).toISOString().startsWith(today);
  const year = Number(today.slice(0, 4));
  if (!real || year < 2010 || year > 2099)
    throw new Error(
      `--today takes a date from 2010 to 2099 as YYYY-MM-DD, such as 2026-11-22; not ${JSON.stringify(today)}`,
    );
  return at;
}

/**
 * When the seeded history ends, for a back end started at `now`: on the day `today` (YYYY-MM-DD;
 * default the UTC day of `now`) at the reference time of day, or at `now` if that is earlier on
 * the same day.
 */
export function historyEnd(now: Date, today?: string): Date {
  const day = today === undefined ? Math.floor(now.getTime() / DAY) * DAY : dayOf(today);
  const end = day + END_OF_DAY;
  const startedThatDay = now.getTime() >= day && now.getTime() < day + DAY;
  return new Date(startedThatDay ? Math.min(now.getTime(), end) : end);
}

/**
 * Moves every timestamp of the seeded `state` (written for REFERENCE_DATE) so that its history
 * ends at `end`: by the whole days between, then the events of `end`'s day before the reference
 * time of day are drawn towards midnight in proportion, when `end` is earlier than that time.
 */
export function moveHistory(state: object, end: Date): void {
  const endDay = Math.floor(end.getTime() / DAY) * DAY;
  const days = endDay - (REFERENCE_DATE.getTime() - END_OF_DAY);
  const share = (end.getTime() - endDay) / END_OF_DAY;
  if (days === 0 && share >= 1) return;
  // Whole days leave the time of day as it is: each date is moved once (100,000 members hold
  // millions of timestamps, on about 2,000 dates).
  const dates = new Map<string, string>();
  const endDate = new Date(endDay).toISOString().slice(0, 10);
  const move = (iso: string) => {
    const date = iso.slice(0, 10);
    let moved = dates.get(date);
    if (moved === undefined) {
      moved = new Date(Date.parse(`${date}T00:00:00.000Z`) + days).toISOString().slice(0, 10);
      dates.set(date, moved);
    }
    if (share >= 1 || moved !== endDate) return moved + iso.slice(10);
    const since = Date.parse(moved + iso.slice(10)) - endDay;
    if (since === 0 || since > END_OF_DAY) return moved + iso.slice(10);
    return new Date(endDay + Math.floor((since * share) / MINUTE) * MINUTE).toISOString();
  };
  /** `toISOString`'s shape, checked cheaply first (most strings are names, ids and codes). */
  const isTimestamp = (text: string) =>
    text.length === 24 && text.charCodeAt(10) === 84 && TIMESTAMP.test(text);
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    if (ArrayBuffer.isView(value)) return;
    seen.add(value);
    if (value instanceof Map) {
      for (const item of value.values()) visit(item);
      return;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        const item: unknown = value[i];
        if (typeof item === 'string') {
          if (isTimestamp(item)) value[i] = move(item);
        } else visit(item);
      }
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      if (typeof item === 'string') {
        if (isTimestamp(item) && !NOT_HISTORY.has(key)) record[key] = move(item);
      } else visit(item);
    }
  };
  visit(state);
}
