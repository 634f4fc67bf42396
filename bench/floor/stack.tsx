// The floor's stack: the runtime libraries the product is specified on, each at its minimum. A
// floor page is one screen's first view on this stack, with nothing of the app around it.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';

/** Renders `Page` with its English texts inside MUI, TanStack Query, Jotai, i18next and React Router. */
export function renderOnStack(Page: ComponentType, texts: Record<string, string>) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const router = createBrowserRouter([{ path: '*', Component: Page }]);
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={createStore()}>
          <ThemeProvider theme={createTheme()}>
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
