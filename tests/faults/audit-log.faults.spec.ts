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

const SCREEN = '/audit-log';
const SCREEN_URL = /\/audit-log$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const loaded = (page: Page) =>
  expect(
    page
      .getByRole('grid', { name: 'Audit log entries' })
      .getByRole('row')
      .filter({ hasText: 'Profile edited' }),
  ).toBeVisible();

/** The audit log's cell: progress while slow; else the error in place of the grid, with a retry. */
async function listAuditLog({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('listAuditLog'), fault, { holdSlow: true });
  await page.goto(SCREEN);
  if (fault === 'slow') {
    await expect(page.getByText('Loading the audit log…').first()).toBeVisible();
    injected.release();
    await loaded(page);
    note({ seen: '"Loading the audit log…", then the entries' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the audit log after signing in`,
    });
  } else {
    const text = fault === 'network' ? NETWORK : contractErrorText(fault);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    note({ seen: `"${text}" in place of the list, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded(page);
  }
}

test.describe('listAuditLog', () => {
  for (const fault of FAULTS)
    test(`listAuditLog: ${fault}`, faultCell('listAuditLog', fault, listAuditLog));
});
