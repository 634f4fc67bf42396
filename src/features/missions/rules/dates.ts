/** Calendar days as 'YYYY-MM-DD' text, which no time zone can move. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function formatDateOnly(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether 'YYYY-MM-DD' names a day that exists (no 2027-02-29). */
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

/** A due date (midnight UTC of that day) as its calendar day; '' if absent or unreadable. */
export function dayOfDueDate(dateTime: string | undefined): string {
  if (!dateTime) return '';
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateOnly(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Today in the admin's own time zone, as 'YYYY-MM-DD'. */
export function todayDateOnly(now: Date = new Date()): string {
  return formatDateOnly(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * Whether a mission's due date has passed: it can be joined until the end of that day
 * (23:59:59.999 UTC), the specification's cut-off.
 */
export function isPastDue(dueDate: string, now: Date = new Date()): boolean {
  const end = new Date(dueDate);
  end.setUTCHours(23, 59, 59, 999);
  return end.getTime() < now.getTime();
}

/** The progress bar's share, capped at 100 %; a mission without a limit counts as 1 visit. */
export function progressPercent(progress: number, visitLimit: number | undefined): number {
  return Math.min(100, Math.round((progress / (visitLimit ?? 1)) * 100));
}
