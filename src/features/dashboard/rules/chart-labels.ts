const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, monthly: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${monthly ? 'month' : 'day'}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      locale,
      monthly
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
    formats.set(key, found);
  }
  return found;
}

/**
 * A chart label of the server (a day `2026-11-22` or a month `2026-11`, already in the admin's
 * time zone) written in the admin's locale: "22 Nov", "Nov 2026". Anything else is shown as it is.
 */
export function chartLabelText(label: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(label);
  if (!match) return label;
  const [, year, month, day] = match;
  const instant = Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1);
  return formatter(locale, day === undefined).format(instant);
}

/** A share as a percentage in the admin's locale ("25%", "٢٥٪"); 0 when there is nothing to share. */
export function shareText(part: number, whole: number, locale: string): string {
  const share = whole > 0 ? part / whole : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}
