import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

/**
 * A first visit fetches its screen's code and translations while the app's own code is still on
 * its way, not once that code has run, and each file only once. The app's own code is the entry,
 * `/assets/index-….js`, which holds the sign-in screen too; the frame's is `/assets/frame-….js`.
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const FRAME = /\/assets\/frame-[\w-]+\.js$/;
const MEMBER_PROFILE = /\/assets\/member-profile-[\w-]+\.js$/;
// The grids, which their screens fetch on demand.
const MEMBERS_GRID = /\/assets\/members-grid-[\w-]+\.js$/;
const BROADCAST_GRID = /\/assets\/broadcast-grid-[\w-]+\.js$/;
/**
 * How long a screen's first render may take once the held entry is let through: the frame and the
 * screen render in small slices of the main thread, and on a loaded CI machine (two browsers on two
 * cores) the member profile's took 8 s on its own and Broadcast's grid did not show within 15 s.
 */
const FIRST_RENDER = { timeout: 30_000 };

/** Every script and translation file the page asks for, by path, in order. */
function recordFetches(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || path.startsWith('/locales/')) paths.push(path);
  });
  return paths;
}

/** Chromium's warning for a preloaded file the page then did not use (or fetched again). */
function recordUnusedPreloads(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/**
 * Opens `path` with the entry script held, waits until every path in `expected` has been asked
 * for meanwhile, then lets the entry through.
 */
async function visitWithEntryHeld(page: Page, path: string, expected: (string | RegExp)[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.fallback();
  });
  const fetched = recordFetches(page);
  await page.goto(path, { waitUntil: 'commit' });
  try {
    for (const wanted of expected) {
      await expect
        .poll(() =>
          fetched.some((seen) =>
            typeof wanted === 'string' ? seen === wanted : wanted.test(seen),
          ),
        )
        .toBe(true);
    }
  } finally {
    release();
  }
  return fetched;
}

const repeatedIn = (paths: string[]) =>
  paths.filter((path, index) => paths.indexOf(path) !== index);

test.describe('signed in', () => {
  test.use({ storageState: signedInState });

  test('the Users list fetches the frame’s code, its grid’s and its translations beside the app’s code, each once', async ({
    page,
  }) => {
    await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
    const unusedPreloads = recordUnusedPreloads(page);
    const fetched = await visitWithEntryHeld(page, '/apps/users', [
      FRAME,
      MEMBERS_GRID,
      '/locales/en/common.json',
      '/locales/en/shell.json',
      '/locales/en/users.json',
    ]);

    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible(
      FIRST_RENDER,
    );
    await page.waitForLoadState('networkidle');
    expect(repeatedIn(fetched)).toEqual([]);
    expect(fetched).not.toContain('/locales/en/auth.json');
    expect(unusedPreloads).toEqual([]);
  });

  test('Broadcast fetches its grid’s code beside the app’s code, once, and no other screen’s grid', async ({
    page,
  }) => {
    const unusedPreloads = recordUnusedPreloads(page);
    const fetched = await visitWithEntryHeld(page, '/apps/broadcast-message', [
      BROADCAST_GRID,
      '/locales/en/broadcast.json',
    ]);

    await expect(
      page.getByRole('grid', { name: 'Broadcast messages' }).getByRole('row').nth(1),
    ).toBeVisible(FIRST_RENDER);
    await page.waitForLoadState('networkidle');
    expect(repeatedIn(fetched)).toEqual([]);
    expect(fetched.some((path) => MEMBERS_GRID.test(path))).toBe(false);
    expect(unusedPreloads).toEqual([]);
  });

  test('a member’s profile fetches its own code and translations early, by its route, and the edit dialog’s texts only once it shows', async ({
    page,
  }) => {
    await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
    const fetched = await visitWithEntryHeld(page, '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901', [
      MEMBER_PROFILE,
      '/locales/en/members.json',
    ]);
    const beforeTheApp = [...fetched];

    await expect(page.getByText('layla.haddad@mail.example').first()).toBeVisible(FIRST_RENDER);
    await page.waitForLoadState('networkidle');
    expect(beforeTheApp).not.toContain('/locales/en/memberEdit.json');
    // Fetched when the browser is idle, with the dialog's code: the first opening waits for nothing.
    await expect.poll(() => fetched).toContain('/locales/en/memberEdit.json');
    expect(repeatedIn(fetched)).toEqual([]);
  });
});

test('signed out, sign-in fetches its translations beside the app’s code, which holds the screen, and no other code', async ({
  page,
}) => {
  const unusedPreloads = recordUnusedPreloads(page);
  const fetched = await visitWithEntryHeld(page, '/auth/boxed-signin', [
    '/locales/en/common.json',
    '/locales/en/auth.json',
  ]);

  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(repeatedIn(fetched)).toEqual([]);
  expect(fetched.filter((path) => path.endsWith('.js') && !ENTRY.test(path))).toEqual([]);
  expect(unusedPreloads).toEqual([]);
});

test('while the app’s code is on its way, sign-in asks for nothing but its own files: the preloading and the icon are in the page', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await visitWithEntryHeld(page, '/auth/boxed-signin', [
    '/locales/en/common.json',
    '/locales/en/auth.json',
  ]);

  const ownFiles = /^\/(assets\/[\w-]+\.js|locales\/en\/(common|auth)\.json)$/;
  expect(asked.filter((path) => path !== '/auth/boxed-signin' && !ownFiles.test(path))).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const served = await (await request.get('/favicon.svg')).text();
  expect(icon).toBe(`data:image/svg+xml,${encodeURIComponent(served.trim())}`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The clinic's mark beside the heading is the same picture, carried by the code: no request.
  await expect(page.locator(`img[src="${icon}"]`)).toBeVisible();
  expect(asked).not.toContain('/favicon.svg');
});

test('signed out, a screen inside the frame fetches the translations of the sign-in screen it is sent to', async ({
  page,
}) => {
  const fetched = await visitWithEntryHeld(page, '/apps/broadcast-message', [
    '/locales/en/auth.json',
  ]);

  await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(repeatedIn(fetched)).toEqual([]);
  expect(fetched.filter((path) => BROADCAST_GRID.test(path))).toEqual([]);
});

test('the stored language’s translations are the ones fetched early', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  const unusedPreloads = recordUnusedPreloads(page);
  const fetched = await visitWithEntryHeld(page, '/auth/boxed-signin', [
    '/locales/fr/common.json',
    '/locales/fr/auth.json',
  ]);

  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(repeatedIn(fetched)).toEqual([]);
  expect(unusedPreloads).toEqual([]);
});

test.describe('a browser in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('fetches the Arabic translations early, under the product’s code `ae`', async ({ page }) => {
    const unusedPreloads = recordUnusedPreloads(page);
    const fetched = await visitWithEntryHeld(page, '/auth/boxed-signin', [
      '/locales/ae/common.json',
      '/locales/ae/auth.json',
    ]);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    expect(repeatedIn(fetched)).toEqual([]);
    expect(unusedPreloads).toEqual([]);
  });
});
