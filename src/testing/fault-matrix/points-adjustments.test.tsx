import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { PROFILE, panelCells, type PanelMutation } from './profile-panel.cells';

/** The contract's example adjustment that is not reversed yet. */
const OPEN_ROW = 'Waited 40 minutes past her appointment time.';

const panel = () => page.getByRole('region', { name: 'Points Adjustments' });
const openRow = () => panel().getByRole('row').filter({ hasText: OPEN_ROW });
const adjustDialog = () => page.getByRole('dialog', { name: 'Adjust points' });
const reverseDialog = () => page.getByRole('dialog', { name: 'Reverse adjustment' });
const notice = (text: string) => page.getByRole('alert').filter({ hasText: text });

async function adjustDraftKept() {
  await expect
    .element(adjustDialog().getByRole('textbox', { name: 'Amount (points)' }))
    .toHaveValue('50');
  await expect
    .element(adjustDialog().getByRole('textbox', { name: 'Note' }))
    .toHaveValue('Draft note');
}

async function openProfile(): Promise<Screen> {
  const screen = await openScreen(PROFILE);
  await expect.element(openRow()).toBeVisible();
  return screen;
}

const CASES: PanelMutation[] = [
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
    success: notice('Points adjusted: +50'),
    successSeen: '"Points adjusted: +50…" with the new balance',
    pending: async () => {
      const button = adjustDialog().getByRole('button', { name: 'Saving...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      await expect.element(adjustDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return '"Saving..." on the disabled Confirm, Cancel disabled';
    },
    kept: adjustDraftKept,
    afterSignIn: async () => {
      await adjustDraftKept();
      return ', the form open again with the typed draft';
    },
    idempotent: true,
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
    success: notice('Adjustment reversed'),
    successSeen: '"Adjustment reversed…" with the new balance',
    pending: async () => {
      const button = reverseDialog().getByRole('button', { name: 'Reversing...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return '"Reversing..." on the disabled button';
    },
    kept: async () => {
      await expect
        .element(reverseDialog().getByRole('textbox', { name: 'Why is it reversed?' }))
        .toHaveValue('Draft reason');
    },
    afterSignIn: async () => {
      await expect.element(openRow()).toBeVisible();
      return '';
    },
    idempotent: true,
  },
];

describe('points adjustments under faults', () => {
  panelCells(
    CASES,
    openProfile,
    {
      op: 'listPointsAdjustments',
      panel,
      loaded: openRow,
      what: 'the adjustments',
    },
    test,
    describe,
  );
});
