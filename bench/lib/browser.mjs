// The real browser the benchmark drives: the system's (or Playwright's) Chromium, with the flags the
// browser tests use, and the screens it opens.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/browser.mjs';
import { FIRST_VISIT_JS, checkedScreens, sampleAddress } from '../../src/lib/screens.ts';

export { CHROMIUM_FLAGS };

/** The admin the mock signs in (the contract's signIn example), as the app keeps it after sign-in. */
export const SESSION = {
  token: 'bench-session-token',
  user: JSON.stringify({
    _id: '6650a1b2c3d4e5f6a7b8c9d0',
    fullName: 'Amelia Clarke',
    email: 'admin@londonclinic.example',
    role: 'administrator',
  }),
};

/** What shows each measured screen is ready, by its id in the registry. */
const READY = {
  signIn: (page) => page.getByRole('button', { name: 'Sign In' }),
  users: (page) => page.getByRole('grid', { name: 'Members' }).getByRole('link').first(),
  member: (page) => page.getByRole('button', { name: 'Edit profile' }),
  broadcast: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/),
  home: (page) => page.getByRole('img', { name: 'New members per day, last 7 days' }),
  missions: (page) => page.getByRole('grid', { name: 'Missions' }).getByRole('link').first(),
  frontDesk: (page) => page.getByRole('textbox', { name: 'Member ID, phone, e-mail or referral code' }),
  advertisements: (page) => page.getByRole('button', { name: 'Move Winter flu jabs now open down' }),
};

/**
 * The measured screens, those with a `bench` id in the screen registry (src/lib/screens.ts): where
 * they live, what shows they are ready, and the JavaScript (gzip) a direct visit may fetch (issue
 * 29: sign-in 220 kB, the member profile 300 kB, a DataGrid screen 440 kB).
 */
export const SCREENS = checkedScreens()
  .filter((screen) => screen.bench)
  .map((screen) => {
    const ready = READY[screen.id];
    if (!ready) throw new Error(`bench: say in READY what shows ${screen.id} is ready`);
    return {
      id: screen.bench,
      name: screen.name,
      path: sampleAddress(screen.id),
      signedIn: !screen.signIn,
      jsBudget: FIRST_VISIT_JS[screen.firstVisit].budget,
      ready,
    };
  });

/** The screens named in a comma-separated list of ids (all of them when the list is empty). */
export function pickScreens(ids = '') {
  const wanted = ids.split(',').filter(Boolean);
  const unknown = wanted.filter((id) => !SCREENS.some((screen) => screen.id === id));
  if (unknown.length)
    throw new Error(`unknown screen ${unknown.join(', ')}; screens: ${SCREENS.map((s) => s.id)}`);
  return wanted.length ? SCREENS.filter((screen) => wanted.includes(screen.id)) : SCREENS;
}

/** The bench's own certificate (made at start) is self-signed: Chromium is told to accept it. */
export const TLS_FLAGS = ['--ignore-certificate-errors'];

export function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...TLS_FLAGS] });
}

/**
 * A fresh context (empty cache and storage), signed in when asked: with `session` (`{ token, user }`
 * as the app keeps them, from the offline back end's sign-in), or the plain mock's.
 */
export async function newContext(browser, origin, signedIn, session = SESSION) {
  return browser.newContext({
    ignoreHTTPSErrors: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: { width: 1280, height: 800 },
    storageState: signedIn
      ? {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: Object.entries(session).map(([name, value]) => ({ name, value })),
            },
          ],
        }
      : undefined,
  });
}

const QUIET_MS = 500;
const QUIET_WAIT_LIMIT_MS = 30_000;

/**
 * Follows the page's requests from now on. `quiet()` resolves once none has been on its way for
 * QUIET_MS (as Playwright's `networkidle`, but any number of times), or after
 * QUIET_WAIT_LIMIT_MS: a request that never ends does not hold the benchmark.
 */
export function followRequests(page) {
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  for (const ended of ['requestfinished', 'requestfailed'])
    page.on(ended, (request) => inFlight.delete(request));
  return {
    async quiet() {
      const began = performance.now();
      let quietSince = began;
      while (
        performance.now() - quietSince < QUIET_MS &&
        performance.now() - began < QUIET_WAIT_LIMIT_MS
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inFlight.size > 0) quietSince = performance.now();
      }
    },
  };
}

/**
 * The page settled as an admin finds it once the screen has shown: the browser's next idle moment
 * (when the app asks for the code of what the admin may do next, which a busy machine may reach
 * after the network has been quiet for a while), then the files asked for then.
 */
export async function settled(page, requests) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 5000 }),
      ),
  );
  await requests.quiet();
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
