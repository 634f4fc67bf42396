import { createBrowserRouter, type RouteObject } from 'react-router';
import { i18n } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/languages';
import { ErrorView } from './error-view';
import { BlankLayout } from './layouts/blank-layout';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RequireSession } from './require-session';

type LazyModule = { default: React.ComponentType };

/** Each screen is its own chunk, fetched with its translations, in parallel, when first visited. */
function screen(
  load: () => Promise<LazyModule>,
  namespaces: Namespace[] = [],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
      return { Component: module.default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorView />,
    children: [
      {
        Component: BlankLayout,
        children: [
          {
            path: '/auth/boxed-signin',
            ...screen(() => import('./routes/boxed-signin'), ['auth']),
          },
          { path: '/auth/cover-login', ...screen(() => import('./routes/cover-login'), ['auth']) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            Component: DashboardLayout,
            errorElement: <ErrorView />,
            children: [{ index: true, ...screen(() => import('./routes/home')) }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
