import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguageCode } from './languages';

/** The BCP 47 language of a UI language: this product's Arabic `ae` is `ar`. */
function languageTag(uiLanguage: string | undefined): string {
  if (!uiLanguage || !isLanguageCode(uiLanguage)) return FALLBACK_LANGUAGE;
  return uiLanguage === 'ae' ? 'ar' : uiLanguage;
}

function parsed(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag.replace('_', '-'));
  } catch {
    return undefined;
  }
}

/**
 * The locale dates and numbers are written in. The UI language decides; the browser's first
 * language of that same language refines it with its region (English UI in an en-GB browser:
 * `en-GB`, 15/04/1990; in an en-US browser: `en-US`, 4/15/1990). A browser in another language
 * changes nothing (English UI in a ja browser: `en`).
 */
export function formatLocale(
  uiLanguage: string | undefined,
  browserLanguages: readonly string[],
): string {
  const language = languageTag(uiLanguage);
  const refined = browserLanguages
    .map(parsed)
    .find((locale) => locale?.language === language)
    ?.toString();
  return refined && Intl.DateTimeFormat.supportedLocalesOf(refined).length > 0 ? refined : language;
}

/** The browser's languages, in its order of preference. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The locale the app writes dates and numbers in, for a UI language, in this browser. */
export function appLocale(uiLanguage: string | undefined): string {
  return formatLocale(uiLanguage, browserLanguages());
}

export type DateFormat = {
  /** The BCP 47 locale of every text below (also the date picker's). */
  locale: string;
  /** A calendar day (date of birth, due date) as stored: its UTC date, whatever the time zone. */
  date: (iso: string) => string;
  /** A moment (a visit, a message's creation) in the browser's time zone, to the second. */
  dateTime: (iso: string) => string;
  number: (value: number) => string;
};

const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

const formats = new Map<string, DateFormat>();

/** The formatters of a locale, made once. A text that is not a date is shown as it is. */
export function dateFormat(locale: string): DateFormat {
  let format = formats.get(locale);
  if (!format) {
    const day = new Intl.DateTimeFormat(locale, { ...NUMERIC_DATE, timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, {
      ...NUMERIC_DATE,
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    const numbers = new Intl.NumberFormat(locale);
    const written = (formatter: Intl.DateTimeFormat) => (iso: string) => {
      const value = new Date(iso);
      return Number.isNaN(value.getTime()) ? iso : formatter.format(value);
    };
    format = {
      locale,
      date: written(day),
      dateTime: written(moment),
      number: (value) => numbers.format(value),
    };
    formats.set(locale, format);
  }
  return format;
}

/** The date and number formatters of the UI language in this browser; follows language changes. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  return dateFormat(appLocale(i18n.resolvedLanguage));
}
