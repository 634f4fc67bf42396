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

const PROFILE = '/users/profile';
const SETTINGS = '/users/user-account-settings';
const LOAD_NETWORK = 'Your profile could not be loaded: there is no connection to the server.';
const SAVE_NETWORK =
  'Unable to update profile: there is no connection to the server. Your changes are still here.';
const CHANGE_NETWORK = 'The password could not be changed: there is no connection to the server.';
const STRONG = 'lantern-orchid-47-quay';

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Full Name' });

/** The profile: a skeleton while slow; else the reason in place of it, with Try again. */
async function getAdminMe({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('getAdminMe'), fault, { holdSlow: true });
  await page.goto(PROFILE);
  if (fault === 'slow') {
    await expect(page.getByLabel('Loading your profile...')).toBeVisible();
    injected.release();
    await expect(nameField(page)).toHaveValue('Amelia Clarke');
    note({ seen: 'a skeleton of the profile card, then the profile' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, new RegExp(`${PROFILE}$`), () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const text = fault === 'network' ? LOAD_NETWORK : contractErrorText(fault);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({
      timeout: 15_000,
    });
    // The header keeps the name stored at sign-in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Amelia Clarke');
    await page.keyboard.press('Escape');
    note({ seen: `"${text}" in place of the profile, with Try again; the header keeps the name` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(nameField(page)).toHaveValue('Amelia Clarke');
  }
}

/** A save: busy while slow; else "Update Failed" with the reason, and the typed name stays. */
async function updateAdminMe({ page, fault, note }: CellArgs) {
  await page.goto(PROFILE);
  await expect(nameField(page)).toHaveValue('Amelia Clarke');
  await nameField(page).fill('Amelia Clarke-Hughes');
  const injected = await injectFault(page, operation('updateAdminMe'), fault);
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  if (fault === 'slow') {
    await expect(save).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible({
      timeout: 15_000,
    });
    note({ seen: 'Save busy and disabled; then "Profile Updated"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, new RegExp(`${PROFILE}$`));
    await expect(nameField(page)).toHaveValue('Amelia Clarke-Hughes');
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, with the typed name`,
    });
  } else {
    const text = fault === 'network' ? SAVE_NETWORK : contractErrorText(fault);
    const popup = page.getByRole('dialog', { name: 'Update Failed' });
    await expect(popup).toContainText(text);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(nameField(page)).toHaveValue('Amelia Clarke-Hughes');
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401' || fault === 'slow') return;
  await save.click();
  await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
}

/** A password change: busy while slow; else the reason on the form; never retried by itself. */
async function changeAdminPassword({ page, fault, note }: CellArgs) {
  await page.goto(SETTINGS);
  await page
    .getByRole('textbox', { name: /^Current password/ })
    .fill('correct-horse-battery-staple');
  await page.getByRole('textbox', { name: /^New password/ }).fill(STRONG);
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(STRONG);
  const injected = await injectFault(page, operation('changeAdminPassword'), fault);
  const submit = page.getByRole('button', { name: 'Change password' });
  await submit.click();
  if (fault === 'slow') {
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Password Changed' })).toBeVisible({
      timeout: 15_000,
    });
    note({ seen: 'Change password busy and disabled; then "Password Changed"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, new RegExp(`${SETTINGS}$`));
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the settings after signing in (passwords are never kept)`,
    });
  } else {
    const text = fault === 'network' ? CHANGE_NETWORK : contractErrorText(fault);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect(alert).toBeVisible();
    note({ seen: `"${(await alert.innerText()).trim()}" above the form; what was typed stays` });
    await expect(page.getByRole('textbox', { name: /^New password/ })).toHaveValue(STRONG);
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a change is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401' || fault === 'slow') return;
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Password Changed' })).toBeVisible();
}

const CELLS = { getAdminMe, updateAdminMe, changeAdminPassword } as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS) as [
  keyof typeof CELLS,
  (args: CellArgs) => Promise<void>,
][]) {
  test.describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
