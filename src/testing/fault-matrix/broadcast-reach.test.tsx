// A broadcast's reach under every fault: the send dialog says the count failed (or is coming) and
// still lets the admin send, the server counting again.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
} from './faults';
import { paths } from '@/lib/paths';

const SCREEN = paths.broadcast();
const SCREEN_URL = new RegExp(`^${SCREEN}$`);
const FAILED = 'The members it will reach could not be counted.';

const modal = () => page.getByRole('dialog', { name: 'Send Broadcast' });
const reach = () => modal().getByRole('status');

async function getBroadcastReach({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('getBroadcastReach'), fault, { holdSlow: true });
  const screen = await openScreen(SCREEN);
  await page.getByRole('button', { name: 'Send Broadcast' }).click();
  if (fault === 'slow') {
    await expect.element(reach()).toHaveTextContent('Counting the members it will reach…');
    injected.release();
    await expect
      .element(reach())
      .toHaveTextContent('Members who will receive it: 412. Left out: 88.');
    note({ seen: '"Counting the members it will reach…" below the audience; then the reach' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in`,
    });
  } else {
    await expect.element(reach()).toHaveTextContent(FAILED);
    await expect.element(modal().getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
    note({ seen: `"${FAILED}" below the audience; Send still possible (the server counts again)` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
}

// The matrix: one test per fault.
describe('getBroadcastReach', () => {
  for (const fault of FAULTS)
    test(`getBroadcastReach: ${fault}`, faultCell('getBroadcastReach', fault, getBroadcastReach));
});
