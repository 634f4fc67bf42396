import type { Page } from '@playwright/test';
import { expect, signedInState, test } from '../support/fixtures';
import {
  FAULTS,
  SESSION_EXPIRED,
  contractErrorText,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
} from '../support/faults';

test.use({ storageState: signedInState, actionTimeout: 10_000 });

const HOME_URL = /:\d+\/$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

type Panel = {
  name: string;
  /** The panel shows its data. */
  loaded: (page: Page) => Promise<void>;
};

const region = (page: Page, name: string) => page.getByRole('region', { name });

const PANELS = {
  getAdminCounts: {
    name: 'At a glance',
    loaded: (page) => expect(region(page, 'At a glance').getByRole('link')).toHaveCount(5),
  },
  getUserStats: {
    name: 'New members',
    loaded: (page) => expect(region(page, 'New members').getByRole('img')).toBeVisible(),
  },
  listTopMissions: {
    name: 'Top 5 missions',
    loaded: (page) =>
      expect(region(page, 'Top 5 missions').getByRole('row').nth(1)).toContainText(
        'Winter Skin Care Clinic',
      ),
  },
  listAdminScans: {
    name: 'Latest scans',
    loaded: (page) =>
      expect(region(page, 'Latest scans').getByRole('row').nth(1)).toContainText('Amelia Clarke'),
  },
} satisfies Record<string, Panel>;
type PanelOperation = keyof typeof PANELS;

/** One panel's cell: its skeleton while slow, else its error with a retry; the others unharmed. */
async function panelCell(id: PanelOperation, { page, fault, note }: CellArgs) {
  const panel: Panel = PANELS[id];
  const other: Panel = id === 'listAdminScans' ? PANELS.getAdminCounts : PANELS.listAdminScans;
  const injected = await injectFault(page, operation(id), fault, { holdSlow: true });
  await page.goto('/');
  const here = region(page, panel.name);
  if (fault === 'slow') {
    await expect(here.locator('[aria-busy="true"]')).toBeVisible();
    await other.loaded(page);
    injected.release();
    await panel.loaded(page);
    note({ seen: `the panel's skeleton (busy) while the others show; then its data` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, HOME_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the home after signing in`,
    });
  } else {
    const text = fault === 'network' ? NETWORK : contractErrorText(fault);
    await expect(here.getByRole('alert')).toHaveText(text, { timeout: 15_000 });
    await expect(here.getByRole('button', { name: 'Try again' })).toBeVisible();
    await other.loaded(page);
    note({ seen: `"${text}" in place of the panel, with Try again; the other panels shown` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await here.getByRole('button', { name: 'Try again' }).click();
    await panel.loaded(page);
  }
}

for (const op of Object.keys(PANELS) as PanelOperation[]) {
  test.describe(op, () => {
    for (const fault of FAULTS)
      test(
        `${op}: ${fault}`,
        faultCell(op, fault, (args) => panelCell(op, args)),
      );
  });
}
