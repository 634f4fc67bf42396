import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/languages';
import { isDarkModeAtom } from '@/settings/settings-atoms';
import { emotionCacheFor } from './emotion-cache';
import { createAppTheme } from './theme';

/** Theme, direction and colour mode: all derived from the settings and the current language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const dark = useAtomValue(isDarkModeAtom);
  const theme = useMemo(
    () => createAppTheme(dark ? 'dark' : 'light', direction),
    [dark, direction],
  );

  useLayoutEffect(() => {
    document.body.classList.toggle('dark', dark);
  }, [dark]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
