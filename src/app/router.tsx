import { getDefaultStore } from 'jotai';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/languages';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { tokenAtom } from '@/session/session-atoms';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ErrorView } from './error-view';
import { BlankLayout } from './layouts/blank-layout';
import { RequireSession } from './require-session';
import { ELEMENT_PAGES } from './ui-kit-pages';

type LazyModule = { default: React.ComponentType };

/**
 * A loader that sends the screen's first requests (see `ScreenPrefetch`) and waits for nothing:
 * the router runs it beside the route's `lazy`. Signed out, nothing is sent: the admin is on the
 * way to sign-in.
 */
function prefetching(load: () => Promise<ScreenPrefetch>): Pick<RouteObject, 'loader'> {
  return {
    loader: ({ request, params }) => {
      if (getDefaultStore().get(tokenAtom)) {
        const url = new URL(request.url);
        load().then(
          (prefetch) => prefetch({ url, params }),
          () => undefined,
        );
      }
      return null;
    },
  };
}

/**
 * Each screen is its own chunk, fetched with its translations, in parallel, when first visited.
 * A chunk that cannot be fetched (offline, or replaced by a new release) becomes a screen that
 * throws, so the route's error view shows it: a rejected `lazy` would leave the route unresolved
 * and the page blank.
 */
function screen(
  load: () => Promise<LazyModule>,
  namespaces: Namespace[] = [],
  prefetch?: () => Promise<ScreenPrefetch>,
): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    ...(prefetch && prefetching(prefetch)),
    lazy: async () => {
      try {
        const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
        return { Component: module.default };
      } catch (error) {
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
  };
}

const uiKitPages: RouteObject[] = [
  ...ELEMENT_PAGES.map((page) => ({
    path: `/elements/${page}`,
    ...screen(() => import(`./routes/elements/${page}.tsx`), ['elements']),
  })),
  { path: '/tables', ...screen(() => import('./routes/tables'), ['elements']) },
];

const dashboardScreens: RouteObject[] = [
  { index: true, ...screen(() => import('./routes/home')) },
  { path: '/analytics', ...screen(() => import('./routes/analytics'), ['pages']) },
  { path: '/apps/missions', ...screen(() => import('./routes/missions'), ['pages']) },
  { path: '/apps/rewards', ...screen(() => import('./routes/rewards'), ['pages']) },
  { path: '/apps/advertisement', ...screen(() => import('./routes/advertisement'), ['pages']) },
  {
    path: '/apps/users',
    ...screen(
      () => import('./routes/users'),
      ['users'],
      () => import('@/features/users/prefetch').then((module) => module.prefetchUsersScreen),
    ),
  },
  {
    path: '/apps/list/view/:id',
    ...screen(
      () => import('./routes/member-profile'),
      ['members', 'memberEdit'],
      () => import('@/features/members/prefetch').then((module) => module.prefetchMemberProfile),
    ),
  },
  {
    path: '/apps/broadcast-message',
    ...screen(
      () => import('./routes/broadcast-messages'),
      ['broadcast'],
      () =>
        import('@/features/broadcast/prefetch').then((module) => module.prefetchBroadcastScreen),
    ),
  },
  { path: '/users/profile', ...screen(() => import('./routes/my-profile'), ['pages']) },
  {
    path: '/users/user-account-settings',
    ...screen(() => import('./routes/account-settings'), ['pages', 'shell']),
  },
  ...uiKitPages,
];

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
            path: '/auth/boxed-signin',
            ...screen(() => import('./routes/boxed-signin'), ['auth']),
          },
          { path: '/auth/cover-login', ...screen(() => import('./routes/cover-login'), ['auth']) },
          { path: '/about', ...screen(() => import('./routes/about'), ['pages']) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            ...screen(() => import('./layouts/dashboard-layout'), ['shell']),
            errorElement: <ErrorView />,
            // Each screen holds its own errors: a failing screen leaves the sidebar and header working.
            children: dashboardScreens.map((route) => ({ ...route, errorElement: <ErrorView /> })),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
