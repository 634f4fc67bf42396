import type { Page } from '@playwright/test';
import { expect, signedInState, test } from '../support/fixtures';
import {
  FAULTS,
  PICTURE,
  SESSION_EXPIRED,
  contractErrorText,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  injectFault,
  operation,
  type CellArgs,
  type Fault,
} from '../support/faults';

test.use({ storageState: signedInState, actionTimeout: 10_000 });

const LIST = '/apps/rewards';
const LIST_URL = new RegExp(`${LIST}$`);
const NAME = 'Café Voucher';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const grid = (page: Page) => page.getByRole('grid', { name: 'Rewards' });
const row = (page: Page) => grid(page).getByRole('row').filter({ hasText: NAME });
const expected = (fault: Fault) => (fault === 'network' ? NETWORK : contractErrorText(fault));

async function openMenu(page: Page, item: string) {
  await row(page).getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: `${item} ${NAME}` }).click();
}

/** A save: busy while slow, else the catalogue's error text, and the form keeps the draft. */
async function createReward({ page, fault, note }: CellArgs) {
  await page.goto(LIST);
  await expect(row(page)).toBeVisible();
  const name = 'Create Reward';
  await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
  const form = page.getByRole('dialog', { name });
  await form.getByLabel('Name').fill('Free Eye Test');
  const points = form.getByLabel('Points required');
  await points.fill('650');
  // A picked picture is part of the draft an expired session keeps.
  if (fault === '401') await form.locator('input[type="file"]').setInputFiles(PICTURE);
  const injected = await injectFault(page, operation('createReward'), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: 'Save busy and disabled, Cancel disabled; then the form closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    const again = page.getByRole('dialog', { name });
    await expect(again.getByLabel('Points required')).toHaveValue('650');
    await expect(again.getByLabel('Name')).toHaveValue('Free Eye Test');
    await expect(again.getByRole('img', { name: 'The new image, not saved yet' })).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in, the form open again with the typed draft and the picked picture`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Reward Not Saved' });
    await expect(popup).toContainText(expected(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(points).toHaveValue('650');
    await expect(form.getByLabel('Name')).toHaveValue('Free Eye Test');
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401') return;
  if (fault !== 'slow') await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

async function deleteReward({ page, fault, note }: CellArgs) {
  await page.goto(LIST);
  await expect(row(page)).toBeVisible();
  const injected = await injectFault(page, operation('deleteReward'), fault);
  const ask = async () => {
    await openMenu(page, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this reward?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await ask();
  if (fault === 'slow') {
    await expect(page.getByRole('dialog', { name: 'Reward Deleted' })).toBeVisible();
    note({ seen: 'the delete waits (one at a time); then "Reward Deleted"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else if (fault === '409') {
    const offer = page.getByRole('alertdialog', { name: 'This reward has been redeemed' });
    await expect(offer).toContainText('Reward has redemptions');
    await expect(offer.getByRole('button', { name: 'Retire' })).toBeVisible();
    note({ seen: (await offer.innerText()).replace(/\s+/g, ' ') });
    await offer.getByRole('button', { name: 'Cancel' }).click();
  } else {
    const popup = page.getByRole('dialog', { name: 'Reward Not Deleted' });
    await expect(popup).toContainText(expected(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a delete is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow' || fault === '401' || fault === '409') return;
  await expect(row(page)).toBeVisible();
  await ask();
  await expect(page.getByRole('dialog', { name: 'Reward Deleted' })).toBeVisible();
}

const CELLS = { createReward, deleteReward } as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS) as [
  keyof typeof CELLS,
  (args: CellArgs) => Promise<void>,
][]) {
  test.describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
