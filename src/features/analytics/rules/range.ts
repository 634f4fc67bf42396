/**
 * The analytics range as kept in the address: `?from=YYYY-MM-DD&to=YYYY-MM-DD&interval=…`, days
 * of the admin's own time zone. Without them: the last 30 days, day by day.
 */
import { formatDateOnly, isDateOnly } from '@/lib/date-only';

export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];
export const PRESETS = ['7d', '30d', '90d', 'year'] as const;
export type Preset = (typeof PRESETS)[number];

export type ActivityRange = { from: string; to: string; interval: Interval };

const DAY = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) =>
  new Date(utc(day) + n * DAY).toISOString().slice(0, 10);

/** How many days the range holds (both ends included). */
export const lengthOf = ({ from, to }: Pick<ActivityRange, 'from' | 'to'>) =>
  Math.round((utc(to) - utc(from)) / DAY) + 1;

/** The admin's own IANA time zone (the browser's). */
export const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in a time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatDateOnly(part('year'), part('month'), part('day'));
}

/** The days a preset covers, ending today. */
export function presetRange(preset: Preset, today: string): { from: string; to: string } {
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: addDays(today, 1 - days), to: today };
}

/** The preset the range is, today; undefined for a range of the admin's own. */
export function presetOf(range: ActivityRange, today: string): Preset | undefined {
  return PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}

const isInterval = (value: string | null): value is Interval =>
  INTERVALS.some((interval) => interval === value);

/** The longest range the back end reports, in years (the contract says so). */
export const MAX_RANGE_YEARS = 5;

/**
 * True for a range the back end answers: real days from 2000 to 2100, in order, `to` before the
 * same day 5 years after `from`.
 */
export function isAllowedRange({ from, to }: Pick<ActivityRange, 'from' | 'to'>): boolean {
  if (!isDateOnly(from) || !isDateOnly(to) || from > to) return false;
  if (from < '2000-01-01' || to > '2100-12-31') return false;
  const limit = `${Number(from.slice(0, 4)) + MAX_RANGE_YEARS}${from.slice(4)}`;
  return to < limit;
}

/** The range in the address; a missing, malformed, backwards or too long range is the last 30 days. */
export function parseRange(params: URLSearchParams, today: string): ActivityRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const interval = params.get('interval');
  const days = isAllowedRange({ from, to }) ? { from, to } : presetRange('30d', today);
  return { ...days, interval: isInterval(interval) ? interval : 'day' };
}

/** The address's parameters with the range in them (others kept). */
export function withRange(params: URLSearchParams, range: ActivityRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('from', range.from);
  next.set('to', range.to);
  next.set('interval', range.interval);
  return next;
}
