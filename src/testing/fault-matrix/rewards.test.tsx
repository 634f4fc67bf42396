import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { matrix } from '../network';
import {
  expectChangedMeanwhile,
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
  pickFile,
  type CellArgs,
  type Fault,
} from './faults';
import { paths } from '@/lib/paths';

const LIST = paths.rewards();
const LIST_URL = new RegExp(`^${LIST}$`);
const NAME = 'Café Voucher';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const grid = () => page.getByRole('grid', { name: 'Rewards' });
const row = () => grid().getByRole('row').filter({ hasText: NAME });
const expected = (fault: Fault) => (fault === 'network' ? NETWORK : contractErrorText(fault));

async function openMenu(item: string) {
  await row().getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: `${item} ${NAME}` }).click();
}

async function openList(): Promise<Screen> {
  const screen = await openScreen(LIST);
  await expect.element(row()).toBeVisible();
  return screen;
}

async function listRewardCatalogue({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listRewardCatalogue'), fault, { holdSlow: true });
  const screen = await openScreen(LIST);
  if (fault === 'slow') {
    await expect.element(page.getByText('Loading...').first()).toBeVisible();
    injected.release();
    await expect.element(row()).toBeVisible();
    note({ seen: '"Loading..." over the grid, then the rewards' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected(fault) });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${expected(fault)}" in place of the grid, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(row()).toBeVisible();
  }
}

/** The redemptions panel: progress while slow; else the error in place of its grid, with a retry. */
async function listRewardRedemptions({ fault, note }: CellArgs) {
  const screen = await openList();
  const injected = await injectFault(operation('listRewardRedemptions'), fault, {
    holdSlow: true,
  });
  await openMenu('Redemptions of');
  const panel = page.getByRole('dialog', { name: `Redemptions of ${NAME}` });
  const loaded = () =>
    expect.element(panel.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' })).toBeVisible();
  if (fault === 'slow') {
    await expect.element(panel.getByText('Loading...').first()).toBeVisible();
    injected.release();
    await loaded();
    note({ seen: '"Loading..." over the panel\'s grid, then the redemptions' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else {
    const alert = panel.getByRole('alert').filter({ hasText: expected(fault) });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${expected(fault)}" in place of the panel's grid, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await panel.getByRole('button', { name: 'Try again' }).click();
    await loaded();
  }
}

/** A save's cell: busy while slow, else the catalogue's error text, and the form keeps the draft. */
async function saveCell({ fault, note }: CellArgs, id: 'createReward' | 'updateReward') {
  const screen = await openList();
  const creating = id === 'createReward';
  const name = creating ? 'Create Reward' : 'Edit Reward';
  if (creating) await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
  else await openMenu('Edit');
  const form = page.getByRole('dialog', { name });
  if (creating) await form.getByLabelText('Name').fill('Free Eye Test');
  const points = form.getByLabelText('Points required');
  await points.fill('650');
  // A picked picture is part of the draft an expired session keeps.
  if (fault === '401') await pickFile(form, PICTURE);
  const injected = await injectFault(operation(id), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect.element(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect.element(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: 'Save busy and disabled, Cancel disabled; then the form closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    const again = page.getByRole('dialog', { name });
    await expect.element(again.getByLabelText('Points required')).toHaveValue('650');
    if (creating) await expect.element(again.getByLabelText('Name')).toHaveValue('Free Eye Test');
    await expect
      .element(again.getByRole('img', { name: 'The new image, not saved yet' }))
      .toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in, the form open again with the typed draft and the picked picture`,
    });
  } else if (fault === '412') {
    await expectChangedMeanwhile(form, points, '650', note);
  } else {
    const popup = page.getByRole('dialog', { name: 'Reward Not Saved' });
    await expect.element(popup).toHaveTextContent(expected(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(points).toHaveValue('650');
    if (creating) await expect.element(form.getByLabelText('Name')).toHaveValue('Free Eye Test');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401') return;
  if (fault !== 'slow') await form.getByRole('button', { name: 'Save' }).click();
  await expect.element(form).not.toBeInTheDocument();
}

async function deleteReward({ fault, note }: CellArgs) {
  const screen = await openList();
  const injected = await injectFault(operation('deleteReward'), fault);
  const ask = async () => {
    await openMenu('Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this reward?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await ask();
  if (fault === 'slow') {
    await expect.element(page.getByRole('dialog', { name: 'Reward Deleted' })).toBeVisible();
    note({ seen: 'the delete waits (one at a time); then "Reward Deleted"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the catalogue after signing in`,
    });
  } else if (fault === '409') {
    const offer = page.getByRole('alertdialog', { name: 'This reward has been redeemed' });
    await expect.element(offer).toHaveTextContent('Reward has redemptions');
    await expect.element(offer.getByRole('button', { name: 'Retire' })).toBeVisible();
    note({ seen: (offer.element() as HTMLElement).innerText.replace(/\s+/g, ' ') });
    await offer.getByRole('button', { name: 'Cancel' }).click();
  } else {
    const popup = page.getByRole('dialog', { name: 'Reward Not Deleted' });
    await expect.element(popup).toHaveTextContent(expected(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a delete is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow' || fault === '401' || fault === '409') return;
  await expect.element(row()).toBeVisible();
  await ask();
  await expect.element(page.getByRole('dialog', { name: 'Reward Deleted' })).toBeVisible();
}

const CELLS = {
  listRewardCatalogue,
  createReward: (args: CellArgs) => saveCell(args, 'createReward'),
  updateReward: (args: CellArgs) => saveCell(args, 'updateReward'),
  deleteReward,
  listRewardRedemptions,
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
