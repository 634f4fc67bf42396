import type { RouteObject } from 'react-router';
import { ErrorView } from './error-view';
import { screen } from './screen-route';
import { ELEMENT_PAGES } from './ui-kit-pages';

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

/**
 * The signed-in frame (sidebar and header) and every screen shown inside it. The build reads this
 * file: code only these routes use is bundled with the frame (`scripts/vite/chunk-plan.ts`).
 */
export const dashboardRoute: RouteObject = {
  ...screen(() => import('./layouts/dashboard-layout'), ['shell']),
  errorElement: <ErrorView />,
  // Each screen holds its own errors: a failing screen leaves the sidebar and header working.
  children: dashboardScreens.map((route) => ({ ...route, errorElement: <ErrorView /> })),
};
