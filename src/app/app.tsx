import { lazy, Suspense, useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '@/api/query-client';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { isDarkModeAtom } from '@/settings/settings-atoms';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { emotionCacheFor } from '@/theme/emotion-cache';
import { createAppTheme } from '@/theme/theme';
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

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The offline back end's developer panel (src/features/dev-panel/), in `npm start` only: the
 * production build replaces `import.meta.env.DEV` with false and drops this import with the
 * branch (tests/dev-panel-absent.spec.ts); the screen tests (mode `test`) leave it out too.
 */
const MockPanel =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('@/features/dev-panel/components/mock-panel'))
    : undefined;

/** The app around a router: the browser's in main.tsx, a memory router in the screen tests. */
export function App({ router }: { router: DataRouter }) {
  return (
    <Suspense fallback={<StartupFallback />}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <StartupLoader />
          <RouterProvider router={router} />
          {MockPanel && (
            <Suspense fallback={null}>
              <MockPanel />
            </Suspense>
          )}
        </AppThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
