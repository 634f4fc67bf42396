import dayjs, { type Dayjs } from 'dayjs';
import { formatDateOnly, isDateOnly } from '@/lib/date-only';

/** What the form holds for a date typed only in part (any text that is not 'YYYY-MM-DD'). */
export const PART_TYPED_DATE = 'part-typed';

/** 'YYYY-MM-DD' as that calendar day at local midnight: no time zone can move it. */
export function toPickerValue(value: string): Dayjs | null {
  if (!isDateOnly(value)) return null;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  return dayjs(date);
}

/**
 * The picker's value as 'YYYY-MM-DD', from its calendar fields and never through `format()`
 * (the Arabic locale writes Arabic-Indic digits); '' when empty, PART_TYPED_DATE when incomplete.
 */
export function fromPickerValue(value: Dayjs | null): string {
  if (value === null) return '';
  if (!value.isValid()) return PART_TYPED_DATE;
  return formatDateOnly(value.year(), value.month() + 1, value.date());
}
