/** The 16 languages of the specification: code, English name, and the name in the language itself. */
export const LANGUAGES = [
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk' },
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'ae', name: 'Arabic', nativeName: 'العربية' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Arabic is the one right-to-left language; its code in this product is `ae`. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ae']);

export function directionOf(language: string | undefined): 'ltr' | 'rtl' {
  return language && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * Only the language part is used and remembered (`en-GB` -> `en`); browsers report Arabic as `ar`,
 * `ar-EG`…, which this product calls `ae`.
 */
export function toProductLanguage(detected: string): string {
  const language = detected.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return language === 'ar' ? 'ae' : language;
}

/** Namespaces, one per feature, loaded on demand from /locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'pages',
  'elements',
  'broadcast',
  'users',
  'members',
  'memberEdit',
  'missions',
  'dashboard',
  'advertisements',
  'analytics',
  'rewards',
  'account',
  'auditLog',
  'adjustments',
  'frontDesk',
  'devPanel',
  'staff',
  'approvals',
  'privacy',
  'savedViews',
  'bulk',
  'memberBulk',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace every screen uses, loaded at start. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Where a language's namespace is served from (i18next's `loadPath`). */
export const TRANSLATIONS_PATH = '/locales/{{lng}}/{{ns}}.json';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
