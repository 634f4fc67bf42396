import type { ComponentType } from 'react';
import { getDefaultStore } from 'jotai';
import type { LoaderFunction, RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { accountLoader } from '@/features/account/loader';
import { advertisementsLoader } from '@/features/advertisements/loader';
import { broadcastLoader } from '@/features/broadcast/loader';
import { memberProfileLoader } from '@/features/members/loader';
import { auditLogLoader } from '@/features/audit-log/loader';
import { missionLoader, missionsLoader } from '@/features/missions/loader';
import { rewardsLoader } from '@/features/rewards/loader';
import { usersLoader } from '@/features/users/loader';
import { loadNamespaces } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/languages';
import { tokenAtom } from '@/session/session-atoms';
import { ErrorView } from './error-view';
import { BlankLayout } from './layouts/blank-layout';
import { RequireSession, SIGN_IN_PATH } from './require-session';
import { ELEMENT_PAGES } from './ui-kit-pages';

/**
 * A route's `lazy`: its module and the translation namespaces its screen shows (besides `common`),
 * fetched together on the first visit. A module that cannot be fetched (offline, or replaced by a
 * new release) becomes a screen that throws, so the route's error view shows it, not a blank page.
 */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
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
  };
}

/** A loader that starts the screen's requests, only while signed in (else sign-in is next). */
const whenSignedIn =
  (loader: LoaderFunction): LoaderFunction =>
  (args) =>
    getDefaultStore().get(tokenAtom) ? loader(args) : null;

/** Every screen inside the signed-in frame (sidebar and header). */
const frameScreens: RouteObject[] = [
  { index: true, lazy: screen(() => import('./routes/home'), ['dashboard']) },
  { path: '/front-desk', lazy: screen(() => import('./routes/front-desk'), ['frontDesk']) },
  { path: '/analytics', lazy: screen(() => import('./routes/analytics'), ['analytics']) },
  {
    path: '/apps/missions',
    lazy: screen(() => import('./routes/missions'), ['missions']),
    loader: whenSignedIn(missionsLoader),
  },
  {
    path: '/apps/missions/:missionId',
    lazy: screen(() => import('./routes/mission'), ['missions']),
    loader: whenSignedIn(missionLoader),
  },
  {
    path: '/apps/rewards',
    lazy: screen(() => import('./routes/rewards'), ['rewards']),
    loader: whenSignedIn(rewardsLoader),
  },
  {
    path: '/apps/advertisement',
    lazy: screen(() => import('./routes/advertisement'), ['advertisements']),
    loader: whenSignedIn(advertisementsLoader),
  },
  {
    path: '/apps/users',
    lazy: screen(() => import('./routes/users'), ['users']),
    loader: whenSignedIn(usersLoader),
  },
  {
    path: '/apps/list/view/:id',
    lazy: screen(() => import('./routes/member-profile'), ['members', 'adjustments', 'auditLog']),
    loader: whenSignedIn(memberProfileLoader),
  },
  {
    path: '/apps/broadcast-message',
    lazy: screen(() => import('./routes/broadcast-messages'), ['broadcast']),
    loader: whenSignedIn(broadcastLoader),
  },
  {
    path: '/audit-log',
    lazy: screen(() => import('./routes/audit-log'), ['auditLog']),
    loader: whenSignedIn(auditLogLoader),
  },
  {
    path: '/users/profile',
    lazy: screen(() => import('./routes/my-profile'), ['pages', 'account']),
    loader: whenSignedIn(accountLoader),
  },
  {
    path: '/users/user-account-settings',
    lazy: screen(() => import('./routes/account-settings'), ['pages', 'shell', 'account']),
    loader: whenSignedIn(accountLoader),
  },
  ...ELEMENT_PAGES.map((page) => ({
    path: `/elements/${page}`,
    lazy: screen(() => import(`./routes/elements/${page}.tsx`), ['elements']),
  })),
  { path: '/tables', lazy: screen(() => import('./routes/tables'), ['elements']) },
];

/** Every route of the app: the browser's router (router.ts) and the screen tests' memory router read it. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorView />,
    // Shown while the first screen's code arrives, instead of an empty page.
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: BlankLayout,
        children: [
          { path: SIGN_IN_PATH, lazy: screen(() => import('./routes/boxed-signin'), ['auth']) },
          {
            path: '/auth/cover-login',
            lazy: screen(() => import('./routes/cover-login'), ['auth']),
          },
          { path: '/about', lazy: screen(() => import('./routes/about'), ['pages']) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: screen(() => import('./layouts/dashboard-layout'), ['shell']),
            errorElement: <ErrorView />,
            // Each screen holds its own errors: a failing screen leaves the sidebar and header working.
            children: frameScreens.map((route) => ({ ...route, errorElement: <ErrorView /> })),
          },
        ],
      },
    ],
  },
];
