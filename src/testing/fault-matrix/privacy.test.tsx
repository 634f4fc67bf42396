// The member's Privacy section under faults: its consent list, and recording a consent change.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
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
  shownError,
  type CellArgs,
} from './faults';
import { paths } from '@/lib/paths';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = paths.member({ id: MEMBER });
const PROFILE_URL = new RegExp(`^${PROFILE}$`);

const panel = () => page.getByRole('region', { name: 'Privacy' });
const emailRow = () => panel().getByRole('row').filter({ hasText: 'E-mail' });
const consentDialog = () => page.getByRole('dialog', { name: 'Record withdrawal of E-mail' });
const reason = () => consentDialog().getByRole('textbox', { name: 'Reason' });

async function openProfile(): Promise<Screen> {
  const screen = await openScreen(PROFILE);
  await expect.element(emailRow()).toHaveTextContent('Given');
  return screen;
}

async function prepareChange() {
  if (consentDialog().query() === null)
    await panel().getByRole('button', { name: 'Record withdrawal of E-mail' }).click();
  await reason().fill('Draft reason');
}

async function changeCell({ fault, note }: CellArgs) {
  const screen = await openProfile();
  await prepareChange();
  const injected = await injectFault(operation('recordConsentChange'), fault);
  await consentDialog().getByRole('button', { name: 'Save' }).click();
  const success = panel().getByRole('status').filter({ hasText: 'Consent for E-mail recorded.' });
  if (fault === 'slow') {
    const button = consentDialog().getByRole('button', { name: 'Saving...' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(success).toBeVisible();
    note({ seen: '"Saving..." on the disabled Save; then "Consent for E-mail recorded."' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    await expect.element(emailRow()).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const dialog = page.getByRole('dialog', { name: 'Consent Not Changed' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        fault === 'network'
          ? 'Unable to change the consent.'
          : shownError('recordConsentChange', fault),
      );
    note({ seen: await dialogText(dialog) });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    if (fault === '403') expectStillSignedIn(screen);
    // The reason typed is kept for another try.
    await expect.element(reason()).toHaveValue('Draft reason');
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  // No Idempotency-Key: a write is never sent twice by itself.
  expect(injected.count, 'a write is not retried').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await prepareChange();
    await consentDialog().getByRole('button', { name: 'Save' }).click();
    await expect.element(success).toBeVisible();
  }
}

async function listCell({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('getMemberConsents'), fault, { holdSlow: true });
  const screen = await openScreen(PROFILE);
  if (fault === 'slow') {
    await expect
      .element(panel().getByRole('status').filter({ hasText: 'Loading...' }))
      .toBeVisible();
    injected.release();
    await expect.element(emailRow()).toBeVisible();
    note({ seen: '"Loading..." while pending; then the consent per channel' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    await expect.element(panel()).toHaveTextContent('This list could not be loaded.');
    if (fault !== 'network')
      await expect.element(panel()).toHaveTextContent(contractErrorText(fault));
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
    note({ seen: (panel().element() as HTMLElement).innerText.replace(/\s+/g, ' ') });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await panel().getByRole('button', { name: 'Try again' }).click();
  await expect.element(emailRow()).toBeVisible();
}

describe('the Privacy section under faults', () => {
  describe('recordConsentChange', () => {
    for (const fault of FAULTS)
      test(`recordConsentChange: ${fault}`, faultCell('recordConsentChange', fault, changeCell));
  });
  describe('getMemberConsents', () => {
    for (const fault of FAULTS)
      test(`getMemberConsents: ${fault}`, faultCell('getMemberConsents', fault, listCell));
  });
});
