import type { Namespace } from '../i18n/languages';
import { ELEMENT_PAGES } from './ui-kit-pages';

// Read by the routes and, at build time, by `scripts/vite/first-screen-preload.ts`: a first visit
// fetches these beside the app's own code instead of once it has run. Relative imports only, as
// the Vite config imports this file.

/** Where the sign-in screen is; signed out, every screen inside the frame sends the admin there. */
export const SIGN_IN_PATH = '/auth/boxed-signin';

/** The translation namespaces of the sign-in screen, besides `common`. */
export const SIGN_IN_NAMESPACES: readonly Namespace[] = ['auth'];

/** The translation namespaces of the signed-in frame (sidebar and header), besides `common`. */
export const FRAME_NAMESPACES: readonly Namespace[] = ['shell'];

/** Each screen inside the signed-in frame, by route path, with the namespaces it shows its first view in. */
export const FRAME_SCREEN_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '/': [],
  '/analytics': ['pages'],
  '/apps/missions': ['pages'],
  '/apps/rewards': ['pages'],
  '/apps/advertisement': ['pages'],
  '/apps/users': ['users'],
  '/apps/list/view/:id': ['members', 'memberEdit'],
  '/apps/broadcast-message': ['broadcast'],
  '/users/profile': ['pages'],
  '/users/user-account-settings': ['pages', 'shell'],
  ...Object.fromEntries(ELEMENT_PAGES.map((page) => [`/elements/${page}`, ['elements']])),
  '/tables': ['elements'],
};
