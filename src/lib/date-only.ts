/** Calendar days as 'YYYY-MM-DD' text, which no time zone can move. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A calendar day as 'YYYY-MM-DD'. */
export function formatDateOnly(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether 'YYYY-MM-DD' names a day that exists (no 2023-02-29). */
export function isDateOnly(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A date-time at midnight UTC (a date of birth, a due date) as the calendar day
 * 'YYYY-MM-DD', read in UTC so no time zone moves it to the day before or after; '' if absent.
 */
export function dateOnlyFromDateTime(dateTime: string | undefined): string {
  if (!dateTime) return '';
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateOnly(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Today in the admin's own time zone, as 'YYYY-MM-DD'. */
export function todayDateOnly(now: Date = new Date()): string {
  return formatDateOnly(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
