import { isLanguageCode, type LanguageCode } from '../languages';

type MuiLocaleModule = { muiLocales: object[] };

/** One chunk per language: the texts of MUI's components, grid and pickers in that language. */
const loaders: Record<LanguageCode, () => Promise<MuiLocaleModule>> = {
  zh: () => import('./zh'),
  da: () => import('./da'),
  // MUI's components, grid and pickers speak English already: nothing to fetch.
  en: () => Promise.resolve({ muiLocales: [] }),
  fr: () => import('./fr'),
  de: () => import('./de'),
  el: () => import('./el'),
  hu: () => import('./hu'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  pl: () => import('./pl'),
  pt: () => import('./pt'),
  ru: () => import('./ru'),
  es: () => import('./es'),
  sv: () => import('./sv'),
  tr: () => import('./tr'),
  ae: () => import('./ae'),
};

const loaded = new Map<LanguageCode, object[]>([['en', []]]);
const productLanguage = (language: string): LanguageCode =>
  isLanguageCode(language) ? language : 'en';

/** The language's texts if they are already here: a theme built with them needs no second build. */
export function loadedMuiLocales(language: string): object[] | undefined {
  return loaded.get(productLanguage(language));
}

export async function loadMuiLocales(language: string): Promise<object[]> {
  const code = productLanguage(language);
  const { muiLocales } = await loaders[code]();
  loaded.set(code, muiLocales);
  return muiLocales;
}
