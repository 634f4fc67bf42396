import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, directionOf, toProductLanguage } from './languages';

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

export function initI18n() {
  i18n.on('languageChanged', applyLanguageToDocument);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_KEY,
        convertDetectedLanguage: toProductLanguage,
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export { i18n };
