import { describe, expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
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
/** The contract's example adjustment that is not reversed yet. */
const OPEN_ROW = 'Waited 40 minutes past her appointment time.';

const panel = () => page.getByRole('region', { name: 'Points Adjustments' });
const adjustDialog = () => page.getByRole('dialog', { name: 'Adjust points' });
const reverseDialog = () => page.getByRole('dialog', { name: 'Reverse adjustment' });
const alertDialog = (title: string) => page.getByRole('dialog', { name: title });
const notice = (text: string) => page.getByRole('alert').filter({ hasText: text });

async function openProfile(): Promise<Screen> {
  const screen = await openScreen(PROFILE);
  await expect.element(panel().getByRole('row').filter({ hasText: OPEN_ROW })).toBeVisible();
  return screen;
}

async function closeAlert(dialog: Locator) {
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
}

type MutationCase = {
  op: string;
  prepare: () => Promise<void>;
  act: () => Promise<void>;
  failureTitle: string;
  networkText: string;
  success: string;
  pending: () => Promise<string>;
  draftKept: () => Promise<void>;
  /** Whether the form comes back with its draft after signing in again. */
  keptAcrossSignIn: boolean;
};

const CASES: MutationCase[] = [
  {
    op: 'createPointsAdjustment',
    prepare: async () => {
      if (adjustDialog().query() === null)
        await panel().getByRole('button', { name: 'Adjust points' }).click();
      const dialog = adjustDialog();
      await dialog.getByRole('textbox', { name: 'Amount (points)' }).fill('50');
      await dialog.getByRole('combobox', { name: 'Reason' }).click();
      await page.getByRole('option', { name: 'Goodwill', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Draft note');
    },
    act: () => adjustDialog().getByRole('button', { name: 'Confirm' }).click(),
    failureTitle: 'Adjustment Failed',
    networkText: 'Unable to adjust points.',
    success: 'Points adjusted: +50',
    pending: async () => {
      const button = adjustDialog().getByRole('button', { name: 'Saving...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      await expect.element(adjustDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return '"Saving..." on the disabled Confirm, Cancel disabled';
    },
    draftKept: async () => {
      await expect
        .element(adjustDialog().getByRole('textbox', { name: 'Amount (points)' }))
        .toHaveValue('50');
      await expect
        .element(adjustDialog().getByRole('textbox', { name: 'Note' }))
        .toHaveValue('Draft note');
    },
    keptAcrossSignIn: true,
  },
  {
    op: 'reversePointsAdjustment',
    prepare: async () => {
      if (reverseDialog().query() === null)
        await panel()
          .getByRole('row')
          .filter({ hasText: OPEN_ROW })
          .getByRole('button', { name: /^Reverse/ })
          .click();
      await reverseDialog()
        .getByRole('textbox', { name: 'Why is it reversed?' })
        .fill('Draft reason');
    },
    act: () => reverseDialog().getByRole('button', { name: 'Reverse' }).click(),
    failureTitle: 'Reverse Failed',
    networkText: 'Unable to reverse the adjustment.',
    success: 'Adjustment reversed',
    pending: async () => {
      const button = reverseDialog().getByRole('button', { name: 'Reversing...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return '"Reversing..." on the disabled button';
    },
    draftKept: async () => {
      await expect
        .element(reverseDialog().getByRole('textbox', { name: 'Why is it reversed?' }))
        .toHaveValue('Draft reason');
    },
    keptAcrossSignIn: false,
  },
];

async function mutationCell(mutation: MutationCase, { fault, note }: CellArgs) {
  const screen = await openProfile();
  await mutation.prepare();
  const injected = await injectFault(operation(mutation.op), fault);
  await mutation.act();
  if (fault === 'slow') {
    const progress = await mutation.pending();
    await expect.element(notice(mutation.success)).toBeVisible();
    note({ seen: `${progress}; then "${mutation.success}…" with the new balance` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    if (mutation.keptAcrossSignIn) {
      await mutation.draftKept();
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, the form open again with the typed draft`,
      });
    } else {
      await expect.element(panel().getByRole('row').filter({ hasText: OPEN_ROW })).toBeVisible();
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
      });
    }
  } else {
    const dialog = alertDialog(mutation.failureTitle);
    await expect
      .element(dialog)
      .toHaveTextContent(
        fault === 'network' ? mutation.networkText : shownError(mutation.op, fault),
      );
    note({ seen: await dialogText(dialog) });
    await closeAlert(dialog);
    if (fault === '403') expectStillSignedIn(screen);
    await mutation.draftKept();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  // Both writes send an Idempotency-Key: a lost connection is retried twice with it, nothing else is.
  expect(injected.count, 'only a lost connection is retried').toBe(fault === 'network' ? 3 : 1);
  await injected.clear();
  if (fault !== 'slow') {
    await mutation.prepare();
    await mutation.act();
    await expect.element(notice(mutation.success)).toBeVisible();
  }
}

async function listCell({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listPointsAdjustments'), fault, {
    holdSlow: true,
  });
  const screen = await openScreen(PROFILE);
  const loaded = panel().getByRole('row').filter({ hasText: OPEN_ROW });
  if (fault === 'slow') {
    await expect
      .element(panel().getByRole('status').filter({ hasText: 'Loading...' }))
      .toBeVisible();
    injected.release();
    await expect.element(loaded).toBeVisible();
    note({ seen: '"Loading..." while pending; then the adjustments' });
  } else if (fault === '401') {
    // Asked for with the route: the sign-out may come before the screen has shown.
    await expectSignedOutAndBack(screen, PROFILE_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    await expect.element(panel()).toHaveTextContent('This list could not be loaded.');
    if (fault !== 'network')
      await expect.element(panel()).toHaveTextContent(contractErrorText(fault));
    await expect.element(panel().getByRole('button', { name: 'Try again' })).toBeVisible();
    // The other panels of the profile are not affected.
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
    note({ seen: (panel().element() as HTMLElement).innerText.replace(/\s+/g, ' ') });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await panel().getByRole('button', { name: 'Try again' }).click();
  await expect.element(loaded).toBeVisible();
}

describe('points adjustments under faults', () => {
  for (const mutation of CASES)
    describe(mutation.op, () => {
      for (const fault of FAULTS)
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => mutationCell(mutation, args)),
        );
    });
  describe('listPointsAdjustments', () => {
    for (const fault of FAULTS)
      test(`listPointsAdjustments: ${fault}`, faultCell('listPointsAdjustments', fault, listCell));
  });
});
