import { Suspense, useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/api/query-client';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { isDarkModeAtom } from '@/settings/settings-atoms';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { emotionCacheFor } from '@/theme/emotion-cache';
import { createAppTheme } from '@/theme/theme';
import { router } from './router';
import { StartupLoader } from './shell/startup-loader';

/**
 * The loader shown while the translations load, before the app theme exists: already in the
 * stored colour mode, page background included. Its styles still go through the nonce'd cache.
 */
function StartupFallback() {
  const dark = useAtomValue(isDarkModeAtom);
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light', 'ltr'), [dark]);
  return (
    <CacheProvider value={emotionCacheFor('ltr')}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <FullScreenLoader />
      </ThemeProvider>
    </CacheProvider>
  );
}

export function App() {
  return (
    <Suspense fallback={<StartupFallback />}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <StartupLoader />
          <RouterProvider router={router} />
        </AppThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
