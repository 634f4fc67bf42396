// Instants as quarter hours since 1970: every time zone's offset is a whole number of quarter
// hours, so a day's start in any zone falls on a slot boundary and counts kept per slot add up
// exactly to any day, week or month of any zone.
export const SLOT_MS = 15 * 60_000;

export const slotAt = (ms: number) => Math.floor(ms / SLOT_MS);

/** The slot of an instant as the store writes it (toISOString), read without Date.parse. */
export function slotOf(at: string): number {
  if (at.length !== 24 || at.charCodeAt(23) !== 90 /* Z */) {
    const ms = Date.parse(at);
    return Number.isNaN(ms) ? Number.NaN : slotAt(ms);
  }
  const digit = (i: number) => at.charCodeAt(i) - 48;
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  const hour = digit(11) * 10 + digit(12);
  const minute = digit(14) * 10 + digit(15);
  // Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  const days = era * 146_097 + doe - 719_468;
  return days * 96 + hour * 4 + Math.floor(minute / 15);
}
