import { Suspense } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/api/query-client';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { emotionCacheFor } from '@/theme/emotion-cache';
import { router } from './router';
import { StartupLoader } from './shell/startup-loader';

export function App() {
  return (
    <Suspense
      fallback={
        // Shown before the theme exists; its styles still go through the nonce'd cache.
        <CacheProvider value={emotionCacheFor('ltr')}>
          <FullScreenLoader />
        </CacheProvider>
      }
    >
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <DialogsProvider>
            <StartupLoader />
            <RouterProvider router={router} />
          </DialogsProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
