import { dateOnlyFromDateTime } from '@/lib/date-only';

export { formatDateOnly, isDateOnly, todayDateOnly } from '@/lib/date-only';

/** A due date (midnight UTC of that day) as its calendar day; '' if absent or unreadable. */
export const dayOfDueDate = dateOnlyFromDateTime;

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
