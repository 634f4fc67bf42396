import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { askToSaveData } from '../scripts/lib/browser.mjs';
import {
  FIRST_VISIT_JS,
  FIRST_VISIT_LIMITS,
  checkedScreens,
  sampleAddress,
  type ScreenId,
} from '../src/lib/screens';

/**
 * The JavaScript a screen needs, gzip -9, as `npm run bench` counts it: every script the browser
 * fetches on a direct visit (empty cache) while it asks to save data, which keeps the app from
 * fetching anything ahead (the edit dialog, the alert dialog): what the screen needs, whatever the
 * timing. Sizes are deterministic, so the budgets of docs/performance.md are held here, in
 * `npm test`: a change that adds weight to a first visit past them fails and has to load it on
 * demand instead.
 */
const KB = 1000;
// The budgets are 220 kB (sign-in), 300 kB (member profile) and 440 kB (a DataGrid screen); they,
// the figures held here and each screen's are in the screen registry (FIRST_VISIT_JS and
// `firstVisit` in src/lib/screens.ts). Three first visits weigh more than their budget and are held
// at what they weigh, with room for small changes (docs/performance.md, "Rows over budget"): the
// sign-in (its form on react-hook-form and a zod/mini schema), the member profile, and the DataGrid
// screens, whose grid is most of their weight. The file count is held too (FIRST_VISIT_LIMITS):
// each file is a request a phone waits for on HTTP/1.1.

/** A mark of the charts' code (@mui/x-charts): only the analytics screen may fetch it. */
const CHARTS_MARK = 'MuiChartsSurface';

const BUILD_DIR = process.env.BUILD_OUT_DIR ?? 'dist';
const gzipBytes = (pathname: string) =>
  gzipSync(readFileSync(join(BUILD_DIR, pathname)), { level: 9 }).length;

/** What shows a screen is there: only once every module it is made of has arrived and run. */
const READY: Partial<Record<ScreenId, (page: Page) => Locator>> = {
  signIn: (page) => page.getByRole('button', { name: 'Sign In' }),
  users: (page) => page.getByRole('grid', { name: 'Members' }).getByRole('link').first(),
  member: (page) => page.getByRole('button', { name: 'Edit profile' }),
  broadcast: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/),
  home: (page) => page.getByRole('img', { name: 'New members per day, last 7 days' }),
  frontDesk: (page) => page.getByRole('main').getByRole('search').getByRole('textbox'),
  missions: (page) => page.getByRole('grid', { name: 'Missions' }).getByRole('link').first(),
  advertisements: (page) =>
    page.getByRole('button', { name: 'Move Winter flu jabs now open down' }),
  analytics: (page) =>
    page.getByRole('region', { name: 'Points earned and redeemed' }).locator('svg').first(),
  rewards: (page) => page.getByRole('grid', { name: 'Rewards' }).getByRole('row').nth(1),
  auditLog: (page) => page.getByRole('grid', { name: 'Audit log entries' }).getByRole('row').nth(1),
  staff: (page) => page.getByRole('grid', { name: 'Staff accounts' }).getByRole('row').nth(1),
  approvals: (page) => page.getByRole('button', { name: /^Approve / }).first(),
};

/** The screens whose first visit the registry holds to a budget (src/lib/screens.ts). */
const SCREENS = checkedScreens().flatMap((screen) => {
  if (!screen.firstVisit) return [];
  const ready = READY[screen.id];
  if (!ready) throw new Error(`${screen.id} has a budget: say in READY what shows it is ready`);
  return [
    {
      name: (screen.name ?? screen.id).toLowerCase(),
      path: sampleAddress(screen.id),
      signedIn: !screen.signIn,
      budget: FIRST_VISIT_JS[screen.firstVisit].held,
      ready,
      // Only the analytics screen may fetch the charts.
      charts: screen.firstVisit === 'charts',
    },
  ];
});

test.describe('JavaScript size of a first visit', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} loads at most ${screen.budget / KB} kB gzip in at most ${FIRST_VISIT_LIMITS.files} files`, async ({
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
      // Shown only once every module it is made of has arrived and run.
      await expect(screen.ready(page)).toBeVisible();
      await context.close();

      const total = [...scripts].reduce((sum, pathname) => sum + gzipBytes(pathname), 0);
      test.info().annotations.push({
        type: 'size',
        description: `${(total / KB).toFixed(1)} kB gzip in ${scripts.size} scripts`,
      });
      expect(total, `${screen.name}: gzip bytes of the scripts it fetched`).toBeLessThanOrEqual(
        screen.budget,
      );
      expect(scripts.size, `${screen.name}: script files it fetched`).toBeLessThanOrEqual(
        FIRST_VISIT_LIMITS.files,
      );
      const withCharts = [...scripts].filter((pathname) =>
        readFileSync(join(BUILD_DIR, pathname), 'utf8').includes(CHARTS_MARK),
      );
      expect(withCharts.length > 0, `${screen.name}: fetches the charts`).toBe(
        Boolean(screen.charts),
      );
    });
  }
});
