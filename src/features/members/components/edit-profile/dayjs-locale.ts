import { isLanguageCode, type LanguageCode } from '@/i18n/languages';
import { i18n } from '@/i18n/i18n';

type DayjsLocale = { name: string; load?: () => Promise<unknown> };

/**
 * The dayjs locale of each UI language (dayjs has all sixteen; Arabic `ae` is dayjs `ar`,
 * Chinese `zh` is `zh-cn`). Each loads on demand and registers itself with dayjs by its name.
 */
const DAYJS_LOCALES: Record<LanguageCode, DayjsLocale> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  da: { name: 'da', load: () => import('dayjs/locale/da') },
  en: { name: 'en' }, // built into dayjs
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  de: { name: 'de', load: () => import('dayjs/locale/de') },
  el: { name: 'el', load: () => import('dayjs/locale/el') },
  hu: { name: 'hu', load: () => import('dayjs/locale/hu') },
  it: { name: 'it', load: () => import('dayjs/locale/it') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
  pl: { name: 'pl', load: () => import('dayjs/locale/pl') },
  pt: { name: 'pt', load: () => import('dayjs/locale/pt') },
  ru: { name: 'ru', load: () => import('dayjs/locale/ru') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  sv: { name: 'sv', load: () => import('dayjs/locale/sv') },
  tr: { name: 'tr', load: () => import('dayjs/locale/tr') },
  ae: { name: 'ar', load: () => import('dayjs/locale/ar') },
};

const loading = new Map<string, Promise<string>>();

/**
 * The dayjs locale name for a UI language, once that locale is loaded: one promise per language,
 * kept, so `use()` waits for it only while it is on its way. A locale that fails to load falls
 * back to English.
 */
export function dayjsLocaleFor(language: string | undefined): Promise<string> {
  const locale = DAYJS_LOCALES[language && isLanguageCode(language) ? language : 'en'];
  let promise = loading.get(locale.name);
  if (!promise) {
    promise = locale.load
      ? locale.load().then(
          () => locale.name,
          () => 'en',
        )
      : Promise.resolve(locale.name);
    loading.set(locale.name, promise);
  }
  return promise;
}

/** The dayjs locale of the language the app speaks now, once loaded. */
export const dayjsLocaleOfUiLanguage = () => dayjsLocaleFor(i18n.resolvedLanguage);
