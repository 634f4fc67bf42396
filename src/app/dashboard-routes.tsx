import type { RouteObject } from 'react-router';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { ErrorView } from './error-view';
import { FRAME_NAMESPACES, FRAME_SCREENS } from './first-views';
import { preloadScreenParts } from './screen-parts';
import { screen, type LazyModule } from './screen-route';
import { ELEMENT_PAGES } from './ui-kit-pages';

/** The route modules of the screens inside the frame; the others are the blank layout's (`router.tsx`). */
const FRAME_ROUTE_MODULES = import.meta.glob<LazyModule>([
  './routes/*.tsx',
  './routes/elements/*.tsx',
  '!./routes/{boxed-signin,cover-login,about,not-found}.tsx',
]);

/** The screen's first requests, and the code of the parts it shows on demand fetched beside them. */
function withParts(path: string, prefetch?: () => Promise<ScreenPrefetch>) {
  return async (): Promise<ScreenPrefetch> => {
    preloadScreenParts(path);
    const own = await prefetch?.();
    return (target) => own?.(target);
  };
}

/** The screen `first-views.ts` lists at `path`: its route module, in its namespaces. */
function frameScreen(path: string, prefetch?: () => Promise<ScreenPrefetch>): RouteObject {
  const listed = FRAME_SCREENS[path];
  const load = listed && FRAME_ROUTE_MODULES[`./routes/${listed.module}.tsx`];
  if (!load) throw new Error(`first-views.ts lists no screen at ${path}, or no module for it.`);
  return {
    ...(path === '/' ? { index: true } : { path }),
    ...screen(load, listed.namespaces, listed.parts ? withParts(path, prefetch) : prefetch),
  };
}

const dashboardScreens: RouteObject[] = [
  frameScreen('/'),
  frameScreen('/analytics'),
  frameScreen('/apps/missions'),
  frameScreen('/apps/rewards'),
  frameScreen('/apps/advertisement'),
  frameScreen('/apps/users', () =>
    import('@/features/users/prefetch').then((module) => module.prefetchUsersScreen),
  ),
  frameScreen('/apps/list/view/:id', () =>
    import('@/features/members/prefetch').then((module) => module.prefetchMemberProfile),
  ),
  frameScreen('/apps/broadcast-message', () =>
    import('@/features/broadcast/prefetch').then((module) => module.prefetchBroadcastScreen),
  ),
  frameScreen('/users/profile'),
  frameScreen('/users/user-account-settings'),
  ...ELEMENT_PAGES.map((page) => frameScreen(`/elements/${page}`)),
  frameScreen('/tables'),
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
