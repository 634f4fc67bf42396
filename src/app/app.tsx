import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/api/query-client';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { router } from './router';

export function App() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
