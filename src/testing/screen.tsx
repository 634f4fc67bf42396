// Renders the app's own routes in the test's page (Vitest's browser mode, real Chromium), on a
// memory router, signed in as the contract's admin, against the Prism mock the screen tests start
// (vite.config.ts proxies /api there). Each call starts afresh: no cached answer, no stored
// setting, no kept draft, a new router.
import { cleanup, render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { routes } from '@/app/route-table';
import { queryClient } from '@/api/query-client';
import { initI18n } from '@/i18n/i18n';
import { startSession } from '@/session/session';
import { sessionNoticeAtom, sessionUserAtom, tokenAtom } from '@/session/session-atoms';
import { forgetKeptDrafts } from '@/session/kept-drafts';

/** The admin the mock signs in (the contract's signIn example). */
export const ADMIN = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
};
export const TOKEN = 'test-session-token';

let i18nReady: Promise<unknown> | undefined;

export type Screen = {
  /** Where the app is now: path and query, as the address bar would show them. */
  readonly url: string;
  readonly router: ReturnType<typeof createMemoryRouter>;
};

export async function openScreen(
  path: string,
  { signedIn = true }: { signedIn?: boolean } = {},
): Promise<Screen> {
  cleanup();
  queryClient.clear();
  forgetKeptDrafts();
  localStorage.clear();
  sessionStorage.clear();
  const store = getDefaultStore();
  if (signedIn) startSession(TOKEN, ADMIN);
  else {
    store.set(tokenAtom, RESET);
    store.set(sessionUserAtom, RESET);
    store.set(sessionNoticeAtom, null);
  }
  i18nReady ??= initI18n();
  await i18nReady;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} />);
  return {
    router,
    get url() {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    },
  };
}
