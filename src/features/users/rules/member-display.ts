import { paths } from '@/lib/paths';

/** How a member's values are shown in the list. */

/** The value, or the 'N/A' text when it is missing or blank. */
export function orNotAvailable(value: string | undefined, notAvailable: string): string {
  return value?.trim() ? value : notAvailable;
}

/** The locale numbers are written in: the app's language, its Arabic (`ae`) being `ar`. */
export function numberLocale(language: string | undefined): string {
  if (!language) return 'en';
  return language === 'ae' ? 'ar' : language;
}

/** Points with the language's digit grouping (5400 → '5,400' in English). */
export function formatPoints(points: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language)).format(points);
}

/** The member's profile screen. */
export function profilePath(memberId: string): string {
  return paths.member({ id: memberId });
}
