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
  finishQueryCell,
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

async function listRewardCatalogue({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('listRewardCatalogue'), fault, {
    holdSlow: true,
  });
  await page.goto(LIST);
  if (fault === 'slow') {
    await expect(page.getByText('Loading...').first()).toBeVisible();
    injected.release();
    await expect(row(page)).toBeVisible();
    note({ seen: '"Loading..." over the grid, then the rewards' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected(fault) });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    note({ seen: `"${expected(fault)}" in place of the grid, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(row(page)).toBeVisible();
  }
}

/** The redemptions panel: progress while slow; else the error in place of its grid, with a retry. */
async function listRewardRedemptions({ page, fault, note }: CellArgs) {
  await page.goto(LIST);
  await expect(row(page)).toBeVisible();
  const injected = await injectFault(page, operation('listRewardRedemptions'), fault, {
    holdSlow: true,
  });
  await openMenu(page, 'Redemptions of');
  const panel = page.getByRole('dialog', { name: `Redemptions of ${NAME}` });
  const loaded = () =>
    expect(panel.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' })).toBeVisible();
  if (fault === 'slow') {
    await expect(panel.getByText('Loading...').first()).toBeVisible();
    injected.release();
    await loaded();
    note({ seen: '"Loading..." over the panel\'s grid, then the redemptions' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else {
    const alert = panel.getByRole('alert').filter({ hasText: expected(fault) });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    note({ seen: `"${expected(fault)}" in place of the panel's grid, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await panel.getByRole('button', { name: 'Try again' }).click();
    await loaded();
  }
}

/** A save's cell: busy while slow, else the catalogue's error text, and the form keeps the draft. */
async function saveCell({ page, fault, note }: CellArgs, id: 'createReward' | 'updateReward') {
  await page.goto(LIST);
  await expect(row(page)).toBeVisible();
  const creating = id === 'createReward';
  const name = creating ? 'Create Reward' : 'Edit Reward';
  if (creating) await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
  else await openMenu(page, 'Edit');
  const form = page.getByRole('dialog', { name });
  if (creating) await form.getByLabel('Name').fill('Free Eye Test');
  const points = form.getByLabel('Points required');
  await points.fill('650');
  // A picked picture is part of the draft an expired session keeps.
  if (fault === '401') await form.locator('input[type="file"]').setInputFiles(PICTURE);
  const injected = await injectFault(page, operation(id), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: 'Save busy and disabled, Cancel disabled; then the form closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    const again = page.getByRole('dialog', { name });
    await expect(again.getByLabel('Points required')).toHaveValue('650');
    if (creating) await expect(again.getByLabel('Name')).toHaveValue('Free Eye Test');
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
    if (creating) await expect(form.getByLabel('Name')).toHaveValue('Free Eye Test');
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

const CELLS = {
  listRewardCatalogue,
  createReward: (args: CellArgs) => saveCell(args, 'createReward'),
  updateReward: (args: CellArgs) => saveCell(args, 'updateReward'),
  deleteReward,
  listRewardRedemptions,
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS) as [
  keyof typeof CELLS,
  (args: CellArgs) => Promise<void>,
][]) {
  test.describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
