// Renders the app's own routes in the test's page (Vitest's browser mode, real Chromium), on a
// memory router, signed in as the contract's admin, against the Prism mock the screen tests start
// (vite.config.ts proxies /api there). Each call starts afresh: no cached answer, no stored
// setting, no kept draft, a new router.
import { createRoot, type Root } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { routes } from '@/app/route-table';
import { queryClient } from '@/api/query-client';
import type { Role } from '@/api/roles';
import { initI18n } from '@/i18n/i18n';
import { startSession } from '@/session/session';
import { sessionNoticeAtom, sessionUserAtom, tokenAtom } from '@/session/session-atoms';
import { forgetKeptDrafts } from '@/session/kept-drafts';
import {
  animationAtom,
  layoutAtom,
  menuAtom,
  navbarAtom,
  semidarkAtom,
  sidebarAtom,
  themeAtom,
} from '@/settings/settings-atoms';
import { duplicateWindowAtom } from '@/features/front-desk/rules/duplicate-window';
import i18n from 'i18next';
import { answer } from './network';

/** Every setting kept in local storage, read back to its default when a test starts afresh. */
const STORED_SETTINGS = [
  themeAtom,
  menuAtom,
  layoutAtom,
  navbarAtom,
  animationAtom,
  semidarkAtom,
  sidebarAtom,
  duplicateWindowAtom,
] as const;

/** The admin the mock signs in (the contract's signIn example). */
export const ADMIN = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
  role: 'administrator' as const,
};
export const TOKEN = 'test-session-token';

let i18nReady: Promise<unknown> | undefined;
let root: Root | undefined;
let container: HTMLElement | undefined;

/** Unmounts the screen the last test opened (the screen tests run React's production build,
 * which has no `act`, so Testing Library's render is not used). */
function closeScreen() {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
}

export type Screen = {
  /** Where the app is now: path and query, as the address bar would show them. */
  readonly url: string;
  readonly router: ReturnType<typeof createMemoryRouter>;
};

export type OpenOptions = {
  /** Signed in as ADMIN (the default), or signed out. */
  signedIn?: boolean;
  /**
   * As a reload: local and session storage (settings, session, kept drafts) stay as the last screen
   * left them, and `signedIn` is ignored; only the cached answers and the screen start afresh.
   */
  reload?: boolean;
  /** The language chosen before the screen opens ('ae' reads right to left). */
  language?: string;
  /** The theme chosen before the screen opens. */
  theme?: 'light' | 'dark' | 'system';
  /**
   * Signed in with this role (default: ADMIN's, the administrator): the stored session user and
   * the account the mock answers (GET /api/admin/me) both have it.
   */
  role?: Role;
};

let roleOnServer: Role = ADMIN.role;
let stopAnsweringRole: (() => void) | undefined;

/**
 * The account's role changes on the server (GET /api/admin/me answers it from now on), as an
 * administrator changing it mid-session would; for a screen opened with `role`.
 */
export function changeRoleOnServer(role: Role) {
  roleOnServer = role;
}

/** Opens the app at `path` (path and query), afresh; see OpenOptions. */
export async function openScreen(
  path: string,
  { signedIn = true, reload = false, language, theme, role }: OpenOptions = {},
): Promise<Screen> {
  closeScreen();
  queryClient.clear();
  const store = getDefaultStore();
  if (reload) return render(path, language);
  forgetKeptDrafts();
  localStorage.clear();
  sessionStorage.clear();
  for (const setting of STORED_SETTINGS) store.set(setting, RESET);
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
  stopAnsweringRole?.();
  stopAnsweringRole = undefined;
  if (signedIn && role && role !== ADMIN.role) {
    startSession(TOKEN, { ...ADMIN, role });
    roleOnServer = role;
    stopAnsweringRole = answer('getAdminMe', () => ({ ...ADMIN, role: roleOnServer }));
  } else if (signedIn) startSession(TOKEN, ADMIN);
  else {
    store.set(tokenAtom, RESET);
    store.set(sessionUserAtom, RESET);
    store.set(sessionNoticeAtom, null);
  }
  if (theme) store.set(themeAtom, theme);
  return render(path, language);
}

async function render(path: string, language?: string): Promise<Screen> {
  i18nReady ??= initI18n();
  await i18nReady;
  if (language && i18n.language !== language) await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(<App router={router} />);
  return {
    router,
    get url() {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    },
  };
}
