import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

/**
 * Signed in, a visit fetches the code every signed-in screen loads (the frame's among it) beside
 * the app's own code, not once that code has run; signed out, the sign-in screen fetches none of it.
 * The app's own code is the entry, `/assets/index-….js`; the frame's is `/assets/frame-….js`.
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const FRAME = /\/assets\/frame-[\w-]+\.js$/;

/** Every script the page asks for, by path, in order. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds the app's entry script until `release()`. */
async function holdEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.fallback();
  });
  return () => release();
}

test.describe('signed in', () => {
  test.use({ storageState: signedInState });

  test('a visit fetches the frame’s code while the app’s own code is still on its way, each file once', async ({
    page,
  }) => {
    await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
    const scripts = recordScripts(page);
    const release = await holdEntry(page);
    await page.goto('/apps/users', { waitUntil: 'commit' });
    try {
      await expect.poll(() => scripts.some((path) => FRAME.test(path))).toBe(true);
    } finally {
      release();
    }

    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
    const repeated = scripts.filter((path, index) => scripts.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });
});

test('signed out, the sign-in screen fetches none of the signed-in screens’ code', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/auth/boxed-signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => ENTRY.test(path))).toBe(true);
  expect(scripts.filter((path) => FRAME.test(path))).toEqual([]);
});
