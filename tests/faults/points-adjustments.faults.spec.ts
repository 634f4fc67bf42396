import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
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
  type OperationId,
} from '../support/faults';

test.use({ storageState: signedInState, actionTimeout: 10_000 });

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;
const PROFILE_URL = new RegExp(`${PROFILE}$`);
/** The contract's example adjustment that is not reversed yet. */
const OPEN_ROW = 'Waited 40 minutes past her appointment time.';

type Example = { value?: { error?: string; message?: string } };
type Answer = {
  $ref?: string;
  content?: { 'application/json'?: { examples?: Record<string, Example> } };
};
const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, Answer> }>
  >;
  components: { responses: Record<string, Answer> };
};

/** What the app shows for the operation's own first example of that failure: error, then message. */
function shownError(id: OperationId, code: string): string {
  const op = Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .find((o) => o.operationId === id);
  let answer = op?.responses?.[code];
  if (answer?.$ref) answer = contract.components.responses[answer.$ref.split('/').pop() ?? ''];
  const value = Object.values(answer?.content?.['application/json']?.examples ?? {})[0]?.value;
  if (!value?.error) return contractErrorText(code);
  if (!value.message) return value.error;
  return `${value.error}${/[.!?]$/.test(value.error) ? '' : '.'} ${value.message}`;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Points Adjustments' });
const adjustDialog = (page: Page) => page.getByRole('dialog', { name: 'Adjust points' });
const reverseDialog = (page: Page) => page.getByRole('dialog', { name: 'Reverse adjustment' });
const alertDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await expect(panel(page).getByRole('row').filter({ hasText: OPEN_ROW })).toBeVisible();
}

async function closeAlert(dialog: Locator) {
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

type MutationCase = {
  op: OperationId;
  prepare: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  failureTitle: string;
  networkText: string;
  success: string;
  pending: (page: Page) => Promise<string>;
  draftKept: (page: Page) => Promise<void>;
  /** Whether the form comes back with its draft after signing in again. */
  keptAcrossSignIn: boolean;
};

const CASES: MutationCase[] = [
  {
    op: 'createPointsAdjustment',
    prepare: async (page) => {
      if (!(await adjustDialog(page).isVisible()))
        await panel(page).getByRole('button', { name: 'Adjust points' }).click();
      const dialog = adjustDialog(page);
      await dialog.getByRole('textbox', { name: 'Amount (points)' }).fill('50');
      await dialog.getByRole('combobox', { name: 'Reason' }).click();
      await page.getByRole('option', { name: 'Goodwill', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Draft note');
    },
    act: (page) => adjustDialog(page).getByRole('button', { name: 'Confirm' }).click(),
    failureTitle: 'Adjustment Failed',
    networkText: 'Unable to adjust points.',
    success: 'Points adjusted: +50',
    pending: async (page) => {
      const button = adjustDialog(page).getByRole('button', { name: 'Saving...' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(adjustDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return '"Saving..." on the disabled Confirm, Cancel disabled';
    },
    draftKept: async (page) => {
      await expect(
        adjustDialog(page).getByRole('textbox', { name: 'Amount (points)' }),
      ).toHaveValue('50');
      await expect(adjustDialog(page).getByRole('textbox', { name: 'Note' })).toHaveValue(
        'Draft note',
      );
    },
    keptAcrossSignIn: true,
  },
  {
    op: 'reversePointsAdjustment',
    prepare: async (page) => {
      if (!(await reverseDialog(page).isVisible()))
        await panel(page)
          .getByRole('row')
          .filter({ hasText: OPEN_ROW })
          .getByRole('button', { name: /^Reverse/ })
          .click();
      await reverseDialog(page)
        .getByRole('textbox', { name: 'Why is it reversed?' })
        .fill('Draft reason');
    },
    act: (page) => reverseDialog(page).getByRole('button', { name: 'Reverse' }).click(),
    failureTitle: 'Reverse Failed',
    networkText: 'Unable to reverse the adjustment.',
    success: 'Adjustment reversed',
    pending: async (page) => {
      const button = reverseDialog(page).getByRole('button', { name: 'Reversing...' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      return '"Reversing..." on the disabled button';
    },
    draftKept: (page) =>
      expect(reverseDialog(page).getByRole('textbox', { name: 'Why is it reversed?' })).toHaveValue(
        'Draft reason',
      ),
    keptAcrossSignIn: false,
  },
];

async function mutationCell(mutation: MutationCase, { page, fault, note }: CellArgs) {
  await openProfile(page);
  await mutation.prepare(page);
  const injected = await injectFault(page, operation(mutation.op), fault);
  await mutation.act(page);
  if (fault === 'slow') {
    const progress = await mutation.pending(page);
    await expect(notice(page, mutation.success)).toBeVisible();
    note({ seen: `${progress}; then "${mutation.success}…" with the new balance` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, PROFILE_URL);
    if (mutation.keptAcrossSignIn) {
      await mutation.draftKept(page);
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, the form open again with the typed draft`,
      });
    } else {
      await expect(panel(page).getByRole('row').filter({ hasText: OPEN_ROW })).toBeVisible();
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
      });
    }
  } else {
    const dialog = alertDialog(page, mutation.failureTitle);
    await expect(dialog).toContainText(
      fault === 'network' ? mutation.networkText : shownError(mutation.op, fault),
    );
    note({ seen: await dialogText(dialog) });
    await closeAlert(dialog);
    if (fault === '403') await expectStillSignedIn(page);
    await mutation.draftKept(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a write is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await mutation.prepare(page);
    await mutation.act(page);
    await expect(notice(page, mutation.success)).toBeVisible();
  }
}

async function listCell({ page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation('listPointsAdjustments'), fault, {
    holdSlow: true,
  });
  await page.goto(PROFILE);
  const loaded = panel(page).getByRole('row').filter({ hasText: OPEN_ROW });
  if (fault === 'slow') {
    await expect(panel(page).getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    injected.release();
    await expect(loaded).toBeVisible();
    note({ seen: '"Loading..." while pending; then the adjustments' });
  } else if (fault === '401') {
    // Asked for with the route: the sign-out may come before the screen has shown.
    await expectSignedOutAndBack(page, PROFILE_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    await expect(panel(page)).toContainText('This list could not be loaded.', { timeout: 10_000 });
    if (fault !== 'network') await expect(panel(page)).toContainText(contractErrorText(fault));
    await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The other panels of the profile are not affected.
    await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');
    note({ seen: (await panel(page).innerText()).replace(/\s+/g, ' ') });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(loaded).toBeVisible();
}

test.describe('points adjustments under faults', () => {
  for (const mutation of CASES)
    test.describe(mutation.op, () => {
      for (const fault of FAULTS)
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => mutationCell(mutation, args)),
        );
    });
  test.describe('listPointsAdjustments', () => {
    for (const fault of FAULTS)
      test(`listPointsAdjustments: ${fault}`, faultCell('listPointsAdjustments', fault, listCell));
  });
});
