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
import { staffLoader } from '@/features/staff/loader';
import { approvalsLoader } from '@/features/approvals/loader';
import { usersLoader } from '@/features/users/loader';
import { loadNamespaces } from '@/i18n/i18n';
import { paths } from '@/lib/paths';
import {
  ELEMENT_PAGES,
  SCREEN_LIST,
  SCREENS,
  routeModuleOf,
  type ScreenEntry,
  type ScreenId,
} from '@/lib/screens';
import type { Namespace } from '@/i18n/languages';
import { mayOpen } from '@/api/roles';
import { sessionUserAtom, tokenAtom } from '@/session/session-atoms';
import { ErrorView } from './error-view';
import { BlankLayout } from './layouts/blank-layout';
import { RequireSession } from './require-session';
import { RoleGate } from './role-gate';

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

/**
 * A loader that starts the screen's requests, only while signed in (else sign-in is next) and
 * only for a role that may open the screen (else "no access" is shown, with nothing asked).
 */
const whenSignedIn =
  (id: ScreenId, loader: LoaderFunction): LoaderFunction =>
  (args) => {
    const store = getDefaultStore();
    if (!store.get(tokenAtom)) return null;
    return mayOpen(store.get(sessionUserAtom)?.role, SCREENS[id]) ? loader(args) : null;
  };

/** A frame screen's module behind the role gate (role-gate.tsx). */
const gated =
  (id: ScreenId, lazy: ReturnType<typeof screen>): ReturnType<typeof screen> =>
  async () => {
    const { Component: Screen } = await lazy();
    return { Component: () => <RoleGate screen={id} Screen={Screen} /> };
  };

/** Each screen's route module, `./routes/<the screen's id in kebab case>.tsx` (routeModuleOf). */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

/** The loaders that start a screen's requests with its route, while signed in. */
const LOADERS: { readonly [Id in ScreenId]?: LoaderFunction } = {
  missions: missionsLoader,
  rewards: rewardsLoader,
  advertisements: advertisementsLoader,
  users: usersLoader,
  broadcast: broadcastLoader,
  approvals: approvalsLoader,
  auditLog: auditLogLoader,
  staff: staffLoader,
  mission: missionLoader,
  member: memberProfileLoader,
  myProfile: accountLoader,
  accountSettings: accountLoader,
};

function routeModule(id: ScreenId) {
  const load = ROUTE_MODULES[`./routes/${routeModuleOf(id)}.tsx`];
  if (!load) throw new Error(`${id}: add src/app/routes/${routeModuleOf(id)}.tsx`);
  return load;
}

/** A screen's routes: one, or one per UI-kit page. */
function routesOf(id: ScreenId): RouteObject[] {
  const namespaces: readonly Namespace[] = SCREENS[id].namespaces;
  if (id === 'element')
    return ELEMENT_PAGES.map((page) => ({
      path: paths.element({ page }),
      lazy: screen(() => import(`./routes/elements/${page}.tsx`), namespaces),
    }));
  const { path, layout } = SCREENS[id];
  const loader = LOADERS[id];
  const lazy = screen(routeModule(id), namespaces);
  return [
    {
      ...(path === '/' ? { index: true } : { path }),
      lazy: layout === 'frame' ? gated(id, lazy) : lazy,
      ...(loader && { loader: whenSignedIn(id, loader) }),
    },
  ];
}

const routesIn = (layout: ScreenEntry['layout']) =>
  SCREEN_LIST.filter((entry) => entry.layout === layout).flatMap((entry) => routesOf(entry.id));

/** Every route of the app: the browser's router (router.ts) and the screen tests' memory router read it. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorView />,
    // Shown while the first screen's code arrives, instead of an empty page.
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: BlankLayout,
        // Sign-in, about, and the page for an address that is no screen.
        children: routesIn('blank'),
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: screen(() => import('./layouts/dashboard-layout'), ['shell']),
            errorElement: <ErrorView />,
            // Each screen holds its own errors: a failing screen leaves the sidebar and header working.
            children: routesIn('frame').map((route) => ({ ...route, errorElement: <ErrorView /> })),
          },
        ],
      },
    ],
  },
];
