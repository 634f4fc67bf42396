import type { Page } from '@playwright/test';
import { expect, signedInState, test } from '../support/fixtures';
import {
  FAULTS,
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
} from '../support/faults';

test.use({ storageState: signedInState, actionTimeout: 10_000 });

const SCREEN = '/apps/broadcast-message';
const SCREEN_URL = new RegExp(`${SCREEN}$`);
const DRAFT = 'Clinic closes early on Friday.';

const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search broadcast messages' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Broadcast' });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Send Broadcast' });
const errorBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Broadcast Messages' });

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  await expect(heading(page)).toBeVisible();
}

async function listBroadcastMessages({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('listBroadcastMessages'), fault, {
    holdSlow: true,
  });
  await page.goto(SCREEN);
  if (fault === 'slow') {
    await expect(page.getByText('Loading broadcast messages...')).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await expect(search(page)).toBeDisabled();
    injected.release();
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
    note({
      seen: '"Loading broadcast messages...", Send Broadcast and search disabled; then the list',
    });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in`,
    });
  } else {
    const text =
      fault === 'network' ? 'Error loading broadcast messages.' : contractErrorText(fault);
    await expect(errorBanner(page)).toContainText(text, { timeout: 10_000 });
    note({ seen: (await errorBanner(page).innerText()).replace(/\s+/g, ' ') });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await page.getByRole('button', { name: 'Try again' }).click();
  await expect(footer(page)).toHaveText('Showing 1 to 10 of 25 entries');
}

async function sendBroadcast({ page, fault, note }: CellArgs) {
  await openScreen(page);
  await expect(footer(page)).toBeVisible();
  const message = () => modal(page).getByRole('textbox', { name: 'Message' });
  const openWithDraft = async () => {
    if (!(await modal(page).isVisible())) await sendButton(page).click();
    await message().fill(DRAFT);
  };
  await openWithDraft();
  const injected = await injectFault(page, operation('sendBroadcast'), fault);
  await modal(page).getByRole('button', { name: 'Send' }).click();
  if (fault === 'slow') {
    await expect(modal(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(modal(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    note({ seen: '"Sending..." on the disabled Send, Cancel disabled; then "Success"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, SCREEN_URL);
    // The modal is back over the screen (which it hides from the accessibility tree).
    await expect(message()).toHaveValue(DRAFT);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in, the Send Broadcast modal open again with the typed message`,
    });
  } else {
    const text = fault === 'network' ? 'Error sending broadcast.' : contractErrorText(fault);
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect(popup).toContainText(text);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(message()).toHaveValue(DRAFT);
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await openWithDraft();
    await modal(page).getByRole('button', { name: 'Send' }).click();
  }
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Broadcast message sent successfully.');
  await expect(modal(page)).toBeHidden();
  await success
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(success).toBeHidden({ timeout: 4000 });
}

async function deleteBroadcastMessage({ page, fault, note }: CellArgs) {
  await openScreen(page);
  await expect(footer(page)).toBeVisible();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  const deleteFirst = async () => {
    // The list was just fetched again: a click while its rows are replaced may miss, so ask again.
    await expect(async () => {
      if (!(await confirm.isVisible()))
        await page
          .getByRole('grid', { name: 'Broadcast messages' })
          .getByRole('row')
          .nth(1)
          .getByRole('button', { name: /^Delete message/ })
          .click({ timeout: 2000 });
      await expect(confirm).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 10_000 });
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  };
  const deleted = page.getByRole('status').filter({ hasText: 'Success!' });
  const injected = await injectFault(page, operation('deleteBroadcastMessage'), fault);
  await deleteFirst();
  if (fault === 'slow') {
    await expect(sendButton(page)).toBeDisabled();
    await expect(search(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Delete message/ }).first()).toBeDisabled();
    await expect(
      page.locator('[aria-busy="true"]', {
        has: page.getByRole('grid', { name: 'Broadcast messages' }),
      }),
    ).toBeVisible();
    await expect(deleted).toContainText('Broadcast message deleted.');
    note({
      seen: 'the grid shows progress (busy), Send Broadcast, search and Delete disabled; then "Broadcast message deleted."',
    });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, SCREEN_URL);
    await expect(footer(page)).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in`,
    });
  } else {
    const text = fault === 'network' ? 'Error deleting message.' : contractErrorText(fault);
    await expect(errorBanner(page)).toContainText(text);
    note({ seen: (await errorBanner(page).innerText()).replace(/\s+/g, ' ') });
    if (fault === '403') await expectStillSignedIn(page);
    await errorBanner(page).getByRole('button', { name: 'Close' }).click();
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') await deleteFirst();
  await expect(deleted).toContainText('Broadcast message deleted.');
  await deleted.getByRole('button', { name: 'Close' }).click();
  await expect(sendButton(page)).toBeEnabled();
}

// The matrix: one test per operation and fault.
for (const [op, check] of [
  ['listBroadcastMessages', listBroadcastMessages],
  ['sendBroadcast', sendBroadcast],
  ['deleteBroadcastMessage', deleteBroadcastMessage],
] as const) {
  test.describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
