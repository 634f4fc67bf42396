import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadMuiLocales } from './mui-locales/load-mui-locales';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  TRANSLATIONS_PATH,
  directionOf,
  toProductLanguage,
  type Namespace,
} from './languages';

/** Local storage key of the chosen language (the specification's `i18nextLng`). */
export const LANGUAGE_KEY = 'i18nextLng';

/** Local storage key of the text direction (the specification's `rtlClass`), kept in step with the language. */
export const DIRECTION_KEY = 'rtlClass';

/** Direction follows the language: set on <html> at once, before React paints, and remembered. */
function applyLanguageToDocument(language: string) {
  const direction = directionOf(language);
  document.documentElement.lang = language === 'ae' ? 'ar' : language;
  document.documentElement.dir = direction;
  localStorage.setItem(DIRECTION_KEY, direction);
}

/** MUI's texts in the language, fetched beside its translations rather than after the first render. */
function prefetchMuiLocales(language: string) {
  loadMuiLocales(language).catch(() => undefined);
}

let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => (markStarted = resolve));

export function initI18n() {
  i18n.on('languageChanged', applyLanguageToDocument);
  i18n.on('languageChanged', prefetchMuiLocales);
  const initialising = i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      backend: { loadPath: TRANSLATIONS_PATH },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_KEY,
        convertDetectedLanguage: toProductLanguage,
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      // The language is detected inside init, so namespaces asked for right after it are fetched
      // in that language, beside `common`, not in the fallback language.
      initAsync: false,
    });
  markStarted();
  return initialising;
}

/**
 * Fetches a screen's translation namespaces. The router asks for them as soon as it is created,
 * which on a direct visit is before main.tsx starts i18next (its module is evaluated first), and
 * i18next ignores a request made before its start: the screen would then fetch them one by one
 * as its components first render, and a dialog's only when it opens.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await started;
  await i18n.loadNamespaces([...namespaces]);
}

export { i18n };
