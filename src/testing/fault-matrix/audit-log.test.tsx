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

const SCREEN = '/audit-log';
const SCREEN_URL = /^\/audit-log$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const loaded = () =>
  expect
    .element(
      page
        .getByRole('grid', { name: 'Audit log entries' })
        .getByRole('row')
        .filter({ hasText: 'Profile edited' }),
    )
    .toBeVisible();

/** The audit log's cell: progress while slow; else the error in place of the grid, with a retry. */
async function listAuditLog({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listAuditLog'), fault, { holdSlow: true });
  const screen = await openScreen(SCREEN);
  if (fault === 'slow') {
    await expect.element(page.getByText('Loading the audit log…').first()).toBeVisible();
    injected.release();
    await loaded();
    note({ seen: '"Loading the audit log…", then the entries' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the audit log after signing in`,
    });
  } else {
    const text = fault === 'network' ? NETWORK : contractErrorText(fault);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${text}" in place of the list, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded();
  }
}

describe('listAuditLog', () => {
  for (const fault of FAULTS)
    test(`listAuditLog: ${fault}`, faultCell('listAuditLog', fault, listAuditLog));
});
