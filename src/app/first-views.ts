import type { Namespace } from '../i18n/languages';
import { ELEMENT_PAGES } from './ui-kit-pages';

// Read by the routes and, at build time, by `scripts/vite/first-screen-preload.ts`: a first visit
// fetches a screen's code and translations beside the app's own code instead of once it has run.
// Relative imports only, as the Vite config imports this file.

/** The name of the built page's `<meta>` that describes the first screens, as JSON. */
export const FIRST_SCREEN_META = 'first-screen';

/** Where the sign-in screen is; signed out, every screen inside the frame sends the admin there. */
export const SIGN_IN_PATH = '/auth/boxed-signin';

/** The translation namespaces of the sign-in screen, besides `common`. */
export const SIGN_IN_NAMESPACES: readonly Namespace[] = ['auth'];

/** The translation namespaces of the signed-in frame (sidebar and header), besides `common`. */
export const FRAME_NAMESPACES: readonly Namespace[] = ['shell'];

/**
 * A screen inside the signed-in frame: its route module (under `src/app/routes/`, without `.tsx`)
 * and the translation namespaces it shows its first view in.
 */
export interface FrameScreen {
  module: string;
  namespaces: readonly Namespace[];
  /**
   * What its first view shows once fetched on demand, as the grid (modules under `src/`, without
   * `.tsx`): a first visit preloads them behind the screen's own code.
   */
  parts?: readonly string[];
}

/** Every screen inside the signed-in frame, by route path. */
export const FRAME_SCREENS: Readonly<Record<string, FrameScreen>> = {
  '/': { module: 'home', namespaces: [] },
  '/analytics': { module: 'analytics', namespaces: ['pages'] },
  '/apps/missions': { module: 'missions', namespaces: ['pages'] },
  '/apps/rewards': { module: 'rewards', namespaces: ['pages'] },
  '/apps/advertisement': { module: 'advertisement', namespaces: ['pages'] },
  '/apps/users': {
    module: 'users',
    namespaces: ['users'],
    parts: ['features/users/components/members-grid'],
  },
  '/apps/list/view/:id': { module: 'member-profile', namespaces: ['members'] },
  '/apps/broadcast-message': {
    module: 'broadcast-messages',
    namespaces: ['broadcast'],
    parts: ['features/broadcast/components/broadcast-grid'],
  },
  '/users/profile': { module: 'my-profile', namespaces: ['pages'] },
  '/users/user-account-settings': { module: 'account-settings', namespaces: ['pages', 'shell'] },
  ...Object.fromEntries(
    ELEMENT_PAGES.map((page) => [
      `/elements/${page}`,
      { module: `elements/${page}`, namespaces: ['elements'] },
    ]),
  ),
  '/tables': { module: 'tables', namespaces: ['elements'] },
};
