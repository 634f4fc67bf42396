import type { RouteObject } from 'react-router';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { ErrorView } from './error-view';
import { FRAME_NAMESPACES, FRAME_SCREEN_NAMESPACES } from './first-views';
import { screen, type LazyModule } from './screen-route';
import { ELEMENT_PAGES } from './ui-kit-pages';

/** A screen inside the frame, at `path`, in the namespaces `first-views.ts` lists for it. */
function frameScreen(
  path: string,
  load: () => Promise<LazyModule>,
  prefetch?: () => Promise<ScreenPrefetch>,
): RouteObject {
  const namespaces = FRAME_SCREEN_NAMESPACES[path];
  if (!namespaces) throw new Error(`first-views.ts lists no screen at ${path}.`);
  return { ...(path === '/' ? { index: true } : { path }), ...screen(load, namespaces, prefetch) };
}

const uiKitPages: RouteObject[] = [
  ...ELEMENT_PAGES.map((page) =>
    frameScreen(`/elements/${page}`, () => import(`./routes/elements/${page}.tsx`)),
  ),
  frameScreen('/tables', () => import('./routes/tables')),
];

const dashboardScreens: RouteObject[] = [
  frameScreen('/', () => import('./routes/home')),
  frameScreen('/analytics', () => import('./routes/analytics')),
  frameScreen('/apps/missions', () => import('./routes/missions')),
  frameScreen('/apps/rewards', () => import('./routes/rewards')),
  frameScreen('/apps/advertisement', () => import('./routes/advertisement')),
  frameScreen(
    '/apps/users',
    () => import('./routes/users'),
    () => import('@/features/users/prefetch').then((module) => module.prefetchUsersScreen),
  ),
  frameScreen(
    '/apps/list/view/:id',
    () => import('./routes/member-profile'),
    () => import('@/features/members/prefetch').then((module) => module.prefetchMemberProfile),
  ),
  frameScreen(
    '/apps/broadcast-message',
    () => import('./routes/broadcast-messages'),
    () => import('@/features/broadcast/prefetch').then((module) => module.prefetchBroadcastScreen),
  ),
  frameScreen('/users/profile', () => import('./routes/my-profile')),
  frameScreen('/users/user-account-settings', () => import('./routes/account-settings')),
  ...uiKitPages,
];

/**
 * The signed-in frame (sidebar and header) and every screen shown inside it. The build reads this
 * file: code only these routes use is bundled with the frame (`scripts/vite/chunk-plan.ts`).
 */
export const dashboardRoute: RouteObject = {
  ...screen(() => import('./layouts/dashboard-layout'), FRAME_NAMESPACES),
  errorElement: <ErrorView />,
  // Each screen holds its own errors: a failing screen leaves the sidebar and header working.
  children: dashboardScreens.map((route) => ({ ...route, errorElement: <ErrorView /> })),
};
