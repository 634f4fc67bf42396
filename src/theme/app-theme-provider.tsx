import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/languages';
import { loadMuiLocales, loadedMuiLocales } from '@/i18n/mui-locales/load-mui-locales';
import { isDarkModeAtom } from '@/settings/settings-atoms';
import { emotionCacheFor } from './emotion-cache';
import { createAppTheme } from './theme';

const NO_LOCALES: object[] = [];

/**
 * MUI's own texts (pagination, grid menus, pickers) in the current language. Fetched beside the
 * translations (`initI18n`), so they are usually here at the first render and the theme is built
 * once; otherwise the last language's texts stay until they arrive.
 */
function useMuiLocales(language: string): object[] {
  const [loaded, setLoaded] = useState(() => ({
    language,
    locales: loadedMuiLocales(language),
  }));
  useEffect(() => {
    if (loaded.language === language && loaded.locales) return;
    let current = true;
    void loadMuiLocales(language).then((locales) => current && setLoaded({ language, locales }));
    return () => {
      current = false;
    };
  }, [language, loaded]);
  return loaded.locales ?? NO_LOCALES;
}

/**
 * Marks the page dark or light: the body's `dark` class and the colour scheme of the page's canvas
 * and scrollbars. Also called before the first render, so nothing paints in the wrong mode.
 */
export function applyColourModeToDocument(dark: boolean) {
  document.body.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Theme, direction and colour mode: all derived from the settings and the current language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const direction = directionOf(language);
  const dark = useAtomValue(isDarkModeAtom);
  const muiLocales = useMuiLocales(language);
  const theme = useMemo(
    () => createAppTheme(dark ? 'dark' : 'light', direction, ...muiLocales),
    [dark, direction, muiLocales],
  );

  useLayoutEffect(() => applyColourModeToDocument(dark), [dark]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
