/**
 * How long to wait, in words of the locale: "in 14 minutes", "через 14 минут", "خلال ١٤ دقيقة".
 * Under a minute in seconds, else in whole minutes rounded up (never shorter than the wait).
 */
export function waitInWords(seconds: number, locale: string): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? words.format(whole, 'second') : words.format(Math.ceil(whole / 60), 'minute');
}
