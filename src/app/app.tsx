import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/api/query-client';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { router } from './router';
import { StartupLoader } from './shell/startup-loader';

export function App() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
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
