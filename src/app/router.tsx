import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { dashboardRoute } from './dashboard-routes';
import { ErrorView } from './error-view';
import { SIGN_IN_NAMESPACES, SIGN_IN_PATH } from './first-views';
import { BlankLayout } from './layouts/blank-layout';
import { RequireSession } from './require-session';
import BoxedSignInRoute from './routes/boxed-signin';
import { screen } from './screen-route';

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorView />,
    // Shown while the first screen's code arrives, instead of an empty page.
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: BlankLayout,
        children: [
          {
            path: SIGN_IN_PATH,
            // The front door's code comes with the app's own: a new visit signed out shows it
            // without waiting for another file (docs/performance.md, seventeenth pass).
            ...screen(() => Promise.resolve({ default: BoxedSignInRoute }), SIGN_IN_NAMESPACES),
          },
          { path: '/auth/cover-login', ...screen(() => import('./routes/cover-login'), ['auth']) },
          { path: '/about', ...screen(() => import('./routes/about'), ['pages']) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
      { Component: RequireSession, children: [dashboardRoute] },
    ],
  },
];

export const router = createBrowserRouter(routes);
