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

const LIST = '/apps/advertisement';
const LIST_URL = new RegExp(`${LIST}$`);
const FIRST = 'Winter flu jabs now open';
const SECOND = 'Spring allergy clinic';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const list = (page: Page) => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (page: Page, title: string) => list(page).getByRole('listitem', { name: title });
const titles = (page: Page) =>
  list(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
const expected = (fault: Fault) => (fault === 'network' ? NETWORK : contractErrorText(fault));
/** A write on one banner answers its own 404 (the contract's example for it). */
const expectedWrite = (fault: Fault) =>
  fault === '404' ? 'Advertisement not found' : expected(fault);

async function listAdvertisements({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('listAdvertisements'), fault, {
    holdSlow: true,
  });
  await page.goto(LIST);
  if (fault === 'slow') {
    await expect(page.getByLabel('Loading advertisements')).toBeVisible();
    injected.release();
    await expect(banner(page, FIRST)).toBeVisible();
    note({ seen: 'skeleton rows ("Loading advertisements"), then the banners' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected(fault) });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    note({ seen: `"${expected(fault)}" in place of the list, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(banner(page, FIRST)).toBeVisible();
  }
}

/** A save's cell: busy while slow, else the error, and the form keeps what was typed. */
async function saveCell(
  { page, fault, note }: CellArgs,
  id: 'createAdvertisement' | 'updateAdvertisement',
) {
  await page.goto(LIST);
  await expect(banner(page, FIRST)).toBeVisible();
  const creating = id === 'createAdvertisement';
  const name = creating ? 'Create Advertisement' : 'Edit Advertisement';
  if (creating)
    await page.getByRole('button', { name: 'Create Advertisement', exact: true }).click();
  else
    await banner(page, FIRST)
      .getByRole('button', { name: `Edit ${FIRST}` })
      .click();
  const form = page.getByRole('dialog', { name });
  await form.getByLabel('Title').fill('Family dental days');
  if (creating)
    await form
      .getByRole('textbox', { name: 'Link' })
      .fill('https://www.londonclinic.example/dental');
  // A picked picture is part of the draft an expired session keeps.
  if (fault === '401') await form.locator('input[type="file"]').setInputFiles(PICTURE);
  const injected = await injectFault(page, operation(id), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: '"Saving…" on the disabled Save, Cancel disabled; then success' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    const again = page.getByRole('dialog', { name });
    await expect(again.getByLabel('Title')).toHaveValue('Family dental days');
    await expect(again.getByRole('img', { name: 'The new image, not saved yet' })).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in, the form open again with the typed draft and the picked picture`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Advertisement not saved' });
    await expect(popup).toContainText(creating ? expected(fault) : expectedWrite(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Family dental days');
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401') return;
  if (fault !== 'slow') await form.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', {
    name: creating ? 'Advertisement created' : 'Advertisement updated',
  });
  await expect(done).toBeVisible();
}

async function deleteAdvertisement({ page, fault, note }: CellArgs) {
  await page.goto(LIST);
  await expect(banner(page, FIRST)).toBeVisible();
  const injected = await injectFault(page, operation('deleteAdvertisement'), fault);
  const ask = async () => {
    await banner(page, FIRST)
      .getByRole('button', { name: `Delete ${FIRST}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete this advertisement?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await ask();
  if (fault === 'slow') {
    await expect(page.getByRole('dialog', { name: 'Advertisement deleted' })).toBeVisible();
    note({ seen: 'the delete waits; then "Advertisement deleted"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Advertisement not deleted' });
    await expect(popup).toContainText(expectedWrite(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a delete is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow' || fault === '401') return;
  await ask();
  await expect(page.getByRole('dialog', { name: 'Advertisement deleted' })).toBeVisible();
}

async function reorderAdvertisements({ page, fault, note }: CellArgs) {
  await page.goto(LIST);
  await expect(banner(page, SECOND)).toBeVisible();
  const before = await titles(page);
  const injected = await injectFault(page, operation('reorderAdvertisements'), fault);
  await banner(page, SECOND)
    .getByRole('button', { name: `Move ${SECOND} up` })
    .click();
  if (fault === 'slow') {
    await expect.poll(() => titles(page)).toEqual([SECOND, FIRST, ...before.slice(2)]);
    note({ seen: 'the new order at once, saved when the answer comes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Order not saved' });
    await expect(popup).toContainText(expectedWrite(fault));
    await expect(popup).toContainText('The list is back in its previous order.');
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(await titles(page)).toEqual(before);
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  await expect.poll(() => injected.count, { message: 'a save is never retried' }).toBe(1);
  note({ source: injected.source, requests: injected.count });
  await injected.clear();
}

const CELLS = {
  listAdvertisements,
  createAdvertisement: (args: CellArgs) => saveCell(args, 'createAdvertisement'),
  updateAdvertisement: (args: CellArgs) => saveCell(args, 'updateAdvertisement'),
  deleteAdvertisement,
  reorderAdvertisements,
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
