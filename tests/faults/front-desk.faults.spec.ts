import type { Page } from '@playwright/test';
import { expect, signedInState, test } from '../support/fixtures';
import {
  FAULTS,
  SESSION_EXPIRED,
  contractErrorText,
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

const DESK = '/front-desk';
const DESK_URL = new RegExp(`${DESK}$`);
const CARD = 'LC-000123';
const NAME = 'ليلى حداد';
const MISSION = 'Monthly Wellness Check';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

/** The errors these operations declare themselves (the mock serves their first example). */
const OWN_ERRORS: Partial<Record<string, Partial<Record<Fault, string>>>> = {
  lookupMembers: { '400': 'Invalid request' },
  reverseVisit: {
    '400': 'Invalid request',
    '404': 'Visit not found',
    '409': 'Visit already reversed',
  },
};
const expected = (op: string, fault: Fault) =>
  fault === 'network' ? NETWORK : (OWN_ERRORS[op]?.[fault] ?? contractErrorText(fault));

const lookupBox = (page: Page) => page.getByRole('main').getByRole('search').getByRole('textbox');
const card = (page: Page) => page.getByRole('heading', { level: 2, name: NAME });

async function openDesk(page: Page) {
  await page.goto(DESK);
  await expect(lookupBox(page)).toBeFocused();
}

async function scan(page: Page) {
  await page.keyboard.type(CARD, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** The lookup: progress while slow; else the error in place of the card, with Try again. */
async function lookupMembers({ page, fault, note }: CellArgs) {
  await openDesk(page);
  const injected = await injectFault(page, operation('lookupMembers'), fault, { holdSlow: true });
  await scan(page);
  if (fault === 'slow') {
    await expect(
      page.getByRole('status').filter({ hasText: 'Looking up the member…' }),
    ).toBeVisible();
    injected.release();
    await expect(card(page)).toBeVisible();
    note({ seen: '"Looking up the member…", then the member card' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, DESK_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the front desk after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected('lookupMembers', fault) });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    note({ seen: `"${expected('lookupMembers', fault)}" in place of the card, with Try again` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page)).toBeVisible();
  }
}

/** Undo: busy while slow; else why it failed beside the visit, which can still be undone. */
async function reverseVisit({ page, fault, note }: CellArgs) {
  await openDesk(page);
  await scan(page);
  await expect(card(page)).toBeVisible();
  await page.keyboard.press('1');
  await page
    .getByRole('dialog', { name: 'Record a visit?' })
    .getByRole('button', { name: 'Record visit' })
    .click();
  const recorded = page.getByRole('status').getByText(`Visit recorded: ${MISSION} for ${NAME}`);
  await expect(recorded).toBeVisible();
  const undo = page.getByRole('button', { name: `Undo the visit: ${MISSION} for ${NAME}` });
  const undone = page.getByRole('status').getByText(`Visit undone: ${MISSION} for ${NAME}`);
  const injected = await injectFault(page, operation('reverseVisit'), fault);
  await undo.click();
  if (fault === 'slow') {
    await expect(undo).toBeDisabled();
    await expect(undone).toBeVisible();
    note({ seen: 'Undo busy and disabled; then "Visit undone"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, DESK_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the front desk after signing in`,
      gap: 'the visit recorded before signing in again is no longer offered for Undo (reverse it from the member’s timeline)',
    });
  } else {
    const why = `Could not undo: ${expected('reverseVisit', fault)}`;
    await expect(page.getByRole('status').getByText(why)).toBeVisible({ timeout: 15_000 });
    await expect(undo).toBeEnabled();
    note({ seen: `"${why}" under the recorded visit; Undo still offered` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  // Undo sends an Idempotency-Key: a lost connection is retried twice with it, nothing else is.
  expect(injected.count, 'only a lost connection is retried').toBe(fault === 'network' ? 3 : 1);
  await injected.clear();
  if (fault === 'slow' || fault === '401') return;
  await undo.click();
  await expect(undone).toBeVisible();
}

const CELLS = { lookupMembers, reverseVisit } as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS) as [
  keyof typeof CELLS,
  (args: CellArgs) => Promise<void>,
][]) {
  test.describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
