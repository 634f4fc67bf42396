// Calendar days (YYYY-MM-DD) and where they start in an IANA time zone.
const DAY = 86_400_000;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
}

const utcOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => dayOfUtc(utcOf(day) + n * DAY);

/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((utcOf(b) - utcOf(a)) / DAY);

/** Monday of the ISO week the day belongs to. */
export function mondayOf(day: string): string {
  const weekday = new Date(utcOf(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the day's month. */
export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at the instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant the day begins in the zone: its local midnight, or, where the clocks jump over
 * midnight, the first instant of that day.
 */
export function startOfDay(day: string, timeZone: string): number {
  const wall = utcOf(day);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (second === first) return first;
  // The offset changes near midnight: take the earlier instant that still falls on the day.
  const candidates = [first, second].sort((a, b) => a - b);
  for (const at of candidates) if (at + offsetAt(at, timeZone) >= wall) return at;
  return candidates[1]!;
}
