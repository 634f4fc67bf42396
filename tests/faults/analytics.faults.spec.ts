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

const SCREEN = '/analytics';
const SCREEN_URL = /\/analytics(\?.*)?$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

/** The contract's example activity is on screen: its totals and both charts. */
const loaded = (page: Page) => async () => {
  await expect(page.getByRole('region', { name: 'Members, visits and redemptions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals for the range' })).toContainText('119');
};

/** The activity's cell: progress while slow; else the error in place of the charts, with a retry. */
async function getActivity({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('getActivity'), fault, { holdSlow: true });
  await page.goto(SCREEN);
  if (fault === 'slow') {
    await expect(page.getByRole('status', { name: 'Loading the activity' })).toBeVisible();
    injected.release();
    await loaded(page)();
    note({ seen: '"Loading the activity" (placeholders), then the charts' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same screen after signing in`,
    });
  } else {
    // The operation's own 404: the time zone the app sent is unknown to the server.
    const text =
      fault === 'network'
        ? NETWORK
        : fault === '404'
          ? 'Time zone not found'
          : contractErrorText(fault);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({
      timeout: 15_000,
    });
    note({ seen: `"${text}" in place of the charts, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded(page)();
  }
}

test.describe('getActivity', () => {
  for (const fault of FAULTS)
    test(`getActivity: ${fault}`, faultCell('getActivity', fault, getActivity));
});
