import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen } from '../screen';
import { matrix } from '../network';
import {
  SESSION_EXPIRED,
  contractErrorText,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectChangedMeanwhile,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
} from './faults';

const PROFILE = '/users/profile';
const SETTINGS = '/users/user-account-settings';
const LOAD_NETWORK = 'Your profile could not be loaded: there is no connection to the server.';
const SAVE_NETWORK =
  'Unable to update profile: there is no connection to the server. Your changes are still here.';
const CHANGE_NETWORK = 'The password could not be changed: there is no connection to the server.';
const STRONG = 'lantern-orchid-47-quay';

const nameField = () => page.getByRole('textbox', { name: 'Full Name' });

/** The profile: a skeleton while slow; else the reason in place of it, with Try again. */
async function getAdminMe({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('getAdminMe'), fault, { holdSlow: true });
  const screen = await openScreen(PROFILE);
  if (fault === 'slow') {
    await expect.element(page.getByLabelText('Loading your profile...')).toBeVisible();
    injected.release();
    await expect.element(nameField()).toHaveValue('Amelia Clarke');
    note({ seen: 'a skeleton of the profile card, then the profile' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, new RegExp(`^${PROFILE}$`), () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const text = fault === 'network' ? LOAD_NETWORK : contractErrorText(fault);
    await expect.element(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    // The header keeps the name stored at sign-in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect.element(page.getByRole('menu')).toHaveTextContent('Amelia Clarke');
    await userEvent.keyboard('{Escape}');
    note({ seen: `"${text}" in place of the profile, with Try again; the header keeps the name` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(nameField()).toHaveValue('Amelia Clarke');
  }
}

/**
 * A save: busy while slow; changed meanwhile (412), who and when above the fields; else "Update
 * Failed" with the reason; the typed name stays.
 */
async function updateAdminMe({ fault, note }: CellArgs) {
  const screen = await openScreen(PROFILE);
  await expect.element(nameField()).toHaveValue('Amelia Clarke');
  await nameField().fill('Amelia Clarke-Hughes');
  const injected = await injectFault(operation('updateAdminMe'), fault);
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  if (fault === 'slow') {
    await expect.element(save).toBeDisabled();
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    note({ seen: 'Save busy and disabled; then "Profile Updated"' });
  } else if (fault === '412') {
    // Changed meanwhile: said above the fields, as in the form dialogs; the typed name stays
    // until the admin loads their version (the contract's example) or saves over it.
    await expectChangedMeanwhile(page.getByRole('main'), nameField(), 'Amelia Clarke-Hughes', note);
    const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.element(conflict).not.toBeInTheDocument();
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, new RegExp(`^${PROFILE}$`));
    await expect.element(nameField()).toHaveValue('Amelia Clarke-Hughes');
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, with the typed name`,
    });
  } else {
    const text = fault === 'network' ? SAVE_NETWORK : contractErrorText(fault);
    const popup = page.getByRole('dialog', { name: 'Update Failed' });
    await expect.element(popup).toHaveTextContent(text);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(nameField()).toHaveValue('Amelia Clarke-Hughes');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401' || fault === 'slow') return;
  await save.click();
  await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
}

/** A password change: busy while slow; else the reason on the form; never retried by itself. */
async function changeAdminPassword({ fault, note }: CellArgs) {
  const screen = await openScreen(SETTINGS);
  await page
    .getByRole('textbox', { name: /^Current password/ })
    .fill('correct-horse-battery-staple');
  await page.getByRole('textbox', { name: /^New password/ }).fill(STRONG);
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(STRONG);
  const injected = await injectFault(operation('changeAdminPassword'), fault);
  const submit = page.getByRole('button', { name: 'Change password' });
  await submit.click();
  if (fault === 'slow') {
    await expect.element(submit).toBeDisabled();
    await expect.element(page.getByRole('dialog', { name: 'Password Changed' })).toBeVisible();
    note({ seen: 'Change password busy and disabled; then "Password Changed"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, new RegExp(`^${SETTINGS}$`));
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the settings after signing in (passwords are never kept)`,
    });
  } else {
    const text = fault === 'network' ? CHANGE_NETWORK : contractErrorText(fault);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect.element(alert).toBeVisible();
    note({
      seen: `"${(alert.element() as HTMLElement).innerText.trim()}" above the form; what was typed stays`,
    });
    await expect.element(page.getByRole('textbox', { name: /^New password/ })).toHaveValue(STRONG);
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a change is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401' || fault === 'slow') return;
  await submit.click();
  await expect.element(page.getByRole('dialog', { name: 'Password Changed' })).toBeVisible();
}

const CELLS = { getAdminMe, updateAdminMe, changeAdminPassword } as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
