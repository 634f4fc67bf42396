import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/languages';
import type { ScreenPrefetch } from '@/lib/screen-prefetch';
import { tokenAtom } from '@/session/session-atoms';

export type LazyModule = { default: React.ComponentType };

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
export function screen(
  load: () => Promise<LazyModule>,
  namespaces: readonly Namespace[] = [],
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
