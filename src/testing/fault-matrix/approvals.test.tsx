import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
  faultTextOf,
  type OwnErrors,
} from './faults';
import { paths } from '@/lib/paths';

const LIST = paths.approvals();
const LIST_URL = new RegExp(`^${LIST}$`);
const NAME = 'Layla Haddad';

/** The errors these operations declare themselves (the mock serves their first example). */
const OWN_ERRORS: OwnErrors = {
  decideApproval: { '404': 'Request not found', '409': 'Request already decided' },
};
const expected = faultTextOf(OWN_ERRORS);

const row = () =>
  page.getByRole('grid', { name: 'Requests for approval' }).getByRole('row').filter({
    hasText: NAME,
  });
const limitField = () => page.getByLabelText('Limit (points)');

async function openList(): Promise<Screen> {
  const screen = await openScreen(LIST);
  await expect.element(row()).toBeVisible();
  await expect.element(limitField()).toHaveValue('100');
  return screen;
}

/** A read's cell: its loading text while slow, else its error with Try again, which brings it. */
async function queryCell(
  { fault, note }: CellArgs,
  id: 'listApprovals' | 'getApprovalLimit',
  { loading, loaded }: { loading: string; loaded: () => Promise<void> },
) {
  const injected = await injectFault(operation(id), fault, { holdSlow: true });
  const screen = await openScreen(LIST);
  if (fault === 'slow') {
    await expect.element(page.getByText(loading).first()).toBeVisible();
    injected.release();
    await loaded();
    note({ seen: `"${loading}", then the ${id === 'listApprovals' ? 'requests' : 'limit'}` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the approvals after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected(id, fault) });
    await expect.element(alert).toBeVisible();
    note({
      seen: `"${expected(id, fault)}" in place of the ${id === 'listApprovals' ? 'grid' : 'limit'}, with Try again`,
    });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded();
  }
}

/**
 * A write's cell (approve, or save the limit): busy while slow, else the error in an alert; an
 * expired session returns to the approvals after sign-in. Approving sends an Idempotency-Key: a
 * lost connection is retried with it, nothing else is.
 */
async function writeCell({ fault, note }: CellArgs, id: 'decideApproval' | 'setApprovalLimit') {
  const screen = await openList();
  const approving = id === 'decideApproval';
  const button = approving
    ? row().getByRole('button', { name: /^Approve/ })
    : page.getByRole('button', { name: 'Save limit' });
  const failedTitle = approving ? 'Could not approve' : 'Could not save the limit';
  const doneTitle = approving ? 'Approved' : 'Limit saved';
  if (!approving) await limitField().fill('250');
  const injected = await injectFault(operation(id), fault);
  await button.click();
  if (fault === 'slow') {
    await expect.element(button).toBeDisabled();
    await expect.element(page.getByRole('dialog', { name: doneTitle })).toBeVisible();
    note({
      seen: `${approving ? 'Approve' : 'Save limit'} busy and disabled; then "${doneTitle}"`,
    });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the approvals after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: failedTitle });
    await expect.element(popup).toHaveTextContent(expected(id, fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count).toBe(approving && fault === 'network' ? 3 : 1);
  await injected.clear();
  if (fault === '401' || fault === 'slow') return;
  await button.click();
  await expect.element(page.getByRole('dialog', { name: doneTitle })).toBeVisible();
}

const CELLS = {
  listApprovals: (args: CellArgs) =>
    queryCell(args, 'listApprovals', {
      loading: 'Loading requests…',
      loaded: async () => {
        await expect.element(row()).toBeVisible();
      },
    }),
  decideApproval: (args: CellArgs) => writeCell(args, 'decideApproval'),
  getApprovalLimit: (args: CellArgs) =>
    queryCell(args, 'getApprovalLimit', {
      loading: 'Loading the limit…',
      loaded: async () => {
        await expect.element(limitField()).toHaveValue('100');
      },
    }),
  setApprovalLimit: (args: CellArgs) => writeCell(args, 'setApprovalLimit'),
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
