import { appLocale } from './dates';
import { i18n } from './i18n';

/**
 * The dayjs locales the date picker can speak: those of the sixteen languages (Arabic is `ar`,
 * Chinese `zh-cn`) and their regions dayjs knows (`en-gb` writes DD/MM/YYYY). Each loads on
 * demand and registers itself with dayjs by its name; `en` is built in.
 */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  'ar-dz': () => import('dayjs/locale/ar-dz'),
  'ar-iq': () => import('dayjs/locale/ar-iq'),
  'ar-kw': () => import('dayjs/locale/ar-kw'),
  'ar-ly': () => import('dayjs/locale/ar-ly'),
  'ar-ma': () => import('dayjs/locale/ar-ma'),
  'ar-sa': () => import('dayjs/locale/ar-sa'),
  'ar-tn': () => import('dayjs/locale/ar-tn'),
  da: () => import('dayjs/locale/da'),
  de: () => import('dayjs/locale/de'),
  'de-at': () => import('dayjs/locale/de-at'),
  'de-ch': () => import('dayjs/locale/de-ch'),
  el: () => import('dayjs/locale/el'),
  'en-au': () => import('dayjs/locale/en-au'),
  'en-ca': () => import('dayjs/locale/en-ca'),
  'en-gb': () => import('dayjs/locale/en-gb'),
  'en-ie': () => import('dayjs/locale/en-ie'),
  'en-il': () => import('dayjs/locale/en-il'),
  'en-in': () => import('dayjs/locale/en-in'),
  'en-nz': () => import('dayjs/locale/en-nz'),
  'en-sg': () => import('dayjs/locale/en-sg'),
  es: () => import('dayjs/locale/es'),
  'es-do': () => import('dayjs/locale/es-do'),
  'es-mx': () => import('dayjs/locale/es-mx'),
  'es-pr': () => import('dayjs/locale/es-pr'),
  'es-us': () => import('dayjs/locale/es-us'),
  fr: () => import('dayjs/locale/fr'),
  'fr-ca': () => import('dayjs/locale/fr-ca'),
  'fr-ch': () => import('dayjs/locale/fr-ch'),
  hu: () => import('dayjs/locale/hu'),
  it: () => import('dayjs/locale/it'),
  'it-ch': () => import('dayjs/locale/it-ch'),
  ja: () => import('dayjs/locale/ja'),
  pl: () => import('dayjs/locale/pl'),
  pt: () => import('dayjs/locale/pt'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  ru: () => import('dayjs/locale/ru'),
  sv: () => import('dayjs/locale/sv'),
  'sv-fi': () => import('dayjs/locale/sv-fi'),
  tr: () => import('dayjs/locale/tr'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-hk': () => import('dayjs/locale/zh-hk'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
};

/**
 * The dayjs locale of a date locale (`en-GB` -> `en-gb`): its region's where dayjs has it, else
 * its language's (`ar-AE` -> `ar`, `zh` -> `zh-cn`), else English.
 */
export function dayjsLocaleName(locale: string): string {
  let language: string, region: string | undefined;
  try {
    ({ language, region } = new Intl.Locale(locale));
  } catch {
    return 'en';
  }
  const regional = region && `${language}-${region}`.toLowerCase();
  const own = language === 'zh' ? 'zh-cn' : language;
  return [regional, own].find((name) => name && name in DAYJS_LOCALES) ?? 'en';
}

const loading = new Map<string, Promise<string>>();

/**
 * The dayjs locale name for a date locale, once that locale is loaded: one promise per name,
 * kept, so `use()` waits for it only while it is on its way. A locale that fails to load falls
 * back to English.
 */
export function dayjsLocaleFor(locale: string): Promise<string> {
  const name = dayjsLocaleName(locale);
  let promise = loading.get(name);
  if (!promise) {
    const load = DAYJS_LOCALES[name];
    promise = load
      ? load().then(
          () => name,
          () => 'en',
        )
      : Promise.resolve(name);
    loading.set(name, promise);
  }
  return promise;
}

/** The date picker's dayjs locale: that of the app's dates (`appLocale`), once loaded. */
export const dayjsLocaleOfUiLanguage = () => dayjsLocaleFor(appLocale(i18n.resolvedLanguage));
