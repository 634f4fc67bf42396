import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
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
} from './faults';

const SCREEN = '/analytics';
const SCREEN_URL = /^\/analytics(\?.*)?$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

/** The contract's example activity is on screen: its totals and both charts. */
const loaded = () => async () => {
  await expect
    .element(page.getByRole('region', { name: 'Members, visits and redemptions' }))
    .toBeVisible();
  await expect
    .element(page.getByRole('list', { name: 'Totals for the range' }))
    .toHaveTextContent('119');
};

/** The activity's cell: progress while slow; else the error in place of the charts, with a retry. */
async function getActivity({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('getActivity'), fault, { holdSlow: true });
  const screen = await openScreen(SCREEN);
  if (fault === 'slow') {
    await expect.element(page.getByRole('status', { name: 'Loading the activity' })).toBeVisible();
    injected.release();
    await loaded()();
    note({ seen: '"Loading the activity" (placeholders), then the charts' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL, () => injected.clear());
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
    await expect.element(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    note({ seen: `"${text}" in place of the charts, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded()();
  }
}

describe('getActivity', () => {
  for (const fault of FAULTS)
    test(`getActivity: ${fault}`, faultCell('getActivity', fault, getActivity));
});
