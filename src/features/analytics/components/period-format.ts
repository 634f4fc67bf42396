import type { Interval } from '../rules/range';

const at = (day: string) => new Date(`${day}T00:00:00.000Z`);
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const SHORT_DAY = { day: 'numeric', month: 'short' } as const;
const LONG_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const MONTH = { month: 'short', year: 'numeric' } as const;

/** An interval's name on a chart's axis: its day, its first day, or its month. */
export function axisLabel(locale: string, interval: Interval, start: string): string {
  return formatOf(locale, interval === 'month' ? MONTH : SHORT_DAY).format(at(start));
}

/** An interval in full, for the table: a day, or its first and last day. */
export function periodLabel(locale: string, start: string, end: string): string {
  const format = formatOf(locale, LONG_DAY);
  return start === end ? format.format(at(start)) : format.formatRange(at(start), at(end));
}

/** A calendar day in full. */
export const dayLabel = (locale: string, day: string) => formatOf(locale, LONG_DAY).format(at(day));
