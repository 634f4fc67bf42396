import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { askToSaveData } from '../scripts/lib/browser.mjs';

/**
 * The JavaScript a screen needs, gzip -9, as `npm run bench` counts it: every script the browser
 * fetches on a direct visit (empty cache) while it asks to save data, which keeps the app from
 * fetching anything ahead (the edit dialog, the alert dialog): what the screen needs, whatever the
 * timing. Sizes are
 * deterministic, so they are held here, in `npm test`; timings are left to the benchmark.
 *
 * Issue 7 asks for 170 kB (sign-in) and 350 kB (DataGrid routes). The libraries the product is
 * built on weigh more than that before the first component (docs/performance.md, "Floors"), so
 * these ceilings are the sizes reached, with 3 % headroom: a change that adds weight to a first
 * load fails here and has to load it on demand instead.
 *
 * The number of files is held too, with one file of headroom: a browser on HTTP/1.1 fetches six at
 * a time, each file costs a round trip, and the first screens got faster by loading 1 to 7 files
 * instead of 39 to 98 (`scripts/vite/chunk-plan.ts`, docs/performance.md).
 */
const KB = 1000;
const CEILINGS = {
  signIn: { bytes: 207 * KB, files: 2 },
  memberProfile: { bytes: 276 * KB, files: 6 },
  gridRoute: { bytes: 420 * KB, files: 8 },
};

const BUILD_DIR = process.env.BUILD_OUT_DIR ?? 'dist';
const gzipBytes = (pathname: string) =>
  gzipSync(readFileSync(join(BUILD_DIR, pathname)), { level: 9 }).length;

const SCREENS: {
  name: string;
  path: string;
  signedIn: boolean;
  ceiling: { bytes: number; files: number };
  ready: (page: Page) => Locator;
}[] = [
  {
    name: 'sign-in',
    path: '/auth/boxed-signin',
    signedIn: false,
    ceiling: CEILINGS.signIn,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }),
  },
  {
    name: 'users list',
    path: '/apps/users',
    signedIn: true,
    ceiling: CEILINGS.gridRoute,
    ready: (page) => page.getByRole('grid', { name: 'Members' }).getByRole('link').first(),
  },
  {
    name: 'member profile',
    path: '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901',
    signedIn: true,
    ceiling: CEILINGS.memberProfile,
    ready: (page) => page.getByRole('button', { name: 'Edit profile' }),
  },
  {
    name: 'broadcast messages',
    path: '/apps/broadcast-message',
    signedIn: true,
    ceiling: CEILINGS.gridRoute,
    ready: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/),
  },
];

test.describe('JavaScript size of a first visit', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} loads at most ${screen.ceiling.bytes / KB} kB gzip in at most ${screen.ceiling.files} files`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        storageState: screen.signedIn ? signedInState : undefined,
      });
      await context.addInitScript(askToSaveData);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === baseURL)
          scripts.add(url.pathname);
      });
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await context.close();

      const total = [...scripts].reduce((sum, pathname) => sum + gzipBytes(pathname), 0);
      test.info().annotations.push({
        type: 'size',
        description: `${(total / KB).toFixed(1)} kB gzip in ${scripts.size} scripts`,
      });
      expect(total, `${screen.name}: gzip bytes of the scripts it fetched`).toBeLessThanOrEqual(
        screen.ceiling.bytes,
      );
      expect(scripts.size, `${screen.name}: scripts it fetched`).toBeLessThanOrEqual(
        screen.ceiling.files,
      );
    });
  }
});
