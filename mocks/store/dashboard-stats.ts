// The dashboard's figures, counted in the admin's time zone: calendar days and months of an IANA
// zone, the labels of a period (zero-filled) and how many instants fall on each.

export type Period = 'week' | 'month' | 'year';

const DAY = 86_400_000;
/** How far back each period reaches, with a margin for any zone's offset. */
const REACH: Record<Period, number> = { week: 9 * DAY, month: 32 * DAY, year: 370 * DAY };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // en-CA writes a date as YYYY-MM-DD.
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the text names a time zone this runtime knows (IANA names, UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function dayIn(instant: Date | string | number, timeZone: string): string {
  return formatter(timeZone).format(new Date(instant));
}

/** The calendar month (YYYY-MM) of an instant in the zone. */
export const monthIn = (instant: Date | string | number, timeZone: string) =>
  dayIn(instant, timeZone).slice(0, 7);

/** A calendar day moved by whole days (calendar arithmetic, no zone involved). */
function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + by)).toISOString().slice(0, 10);
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * The labels of a period ending now, oldest first: the last 7 days (`week`) or 30 days (`month`)
 * as YYYY-MM-DD, or the last 12 months (`year`) as YYYY-MM, today or this month last.
 */
export function periodLabels(period: Period, now: Date, timeZone: string): string[] {
  if (period === 'year') {
    const month = monthIn(now, timeZone);
    return Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 11));
  }
  const today = dayIn(now, timeZone);
  const length = period === 'week' ? 7 : 30;
  return Array.from({ length }, (_, i) => shiftDay(today, i - (length - 1)));
}

/** How many of the instants fall on each label of the period (0 where none does). */
export function countByPeriod(
  instants: Iterable<string>,
  period: Period,
  now: Date,
  timeZone: string,
): { labels: string[]; counts: number[] } {
  const labels = periodLabels(period, now, timeZone);
  const index = new Map(labels.map((label, i) => [label, i]));
  const counts = labels.map(() => 0);
  const since = now.getTime() - REACH[period];
  const keyOf = period === 'year' ? monthIn : dayIn;
  for (const instant of instants) {
    const time = Date.parse(instant);
    // Only instants near the period are placed in the zone (formatting is the costly part).
    if (!(time >= since && time <= now.getTime() + DAY)) continue;
    const at = index.get(keyOf(time, timeZone));
    if (at !== undefined) counts[at]! += 1;
  }
  return { labels, counts };
}

/** How many instants fall on the same calendar day (`day`) or month (`month`) as now, in the zone. */
export function countInCurrent(
  instants: Iterable<string>,
  unit: 'day' | 'month',
  now: Date,
  timeZone: string,
): number {
  const keyOf = unit === 'day' ? dayIn : monthIn;
  const current = keyOf(now, timeZone);
  const since = now.getTime() - (unit === 'day' ? 2 : 32) * DAY;
  let count = 0;
  for (const instant of instants) {
    const time = Date.parse(instant);
    if (time >= since && keyOf(time, timeZone) === current) count += 1;
  }
  return count;
}
