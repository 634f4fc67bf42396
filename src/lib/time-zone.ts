/** The admin's own IANA time zone (the browser's), in which "today" and each day are counted. */
export function adminTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
