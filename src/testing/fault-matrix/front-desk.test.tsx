import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
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

const DESK = '/front-desk';
const DESK_URL = new RegExp(`^${DESK}$`);
const CARD = 'LC-000123';
const NAME = 'ليلى حداد';
const MISSION = 'Monthly Wellness Check';

/** The errors these operations declare themselves (the mock serves their first example). */
const OWN_ERRORS: OwnErrors = {
  lookupMembers: { '400': 'Invalid request' },
  reverseVisit: {
    '400': 'Invalid request',
    '404': 'Visit not found',
    '409': 'Visit already reversed',
  },
};
const expected = faultTextOf(OWN_ERRORS);

const lookupBox = () => page.getByRole('main').getByRole('search').getByRole('textbox');
const card = () => page.getByRole('heading', { level: 2, name: NAME });

async function openDesk(): Promise<Screen> {
  const screen = await openScreen(DESK);
  await expect.element(lookupBox()).toHaveFocus();
  return screen;
}

async function scan() {
  await userEvent.keyboard(CARD);
  await userEvent.keyboard('{Enter}');
}

/** The lookup: progress while slow; else the error in place of the card, with Try again. */
async function lookupMembers({ fault, note }: CellArgs) {
  const screen = await openDesk();
  const injected = await injectFault(operation('lookupMembers'), fault, { holdSlow: true });
  await scan();
  if (fault === 'slow') {
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Looking up the member…' }))
      .toBeVisible();
    injected.release();
    await expect.element(card()).toBeVisible();
    note({ seen: '"Looking up the member…", then the member card' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, DESK_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the front desk after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected('lookupMembers', fault) });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${expected('lookupMembers', fault)}" in place of the card, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(card()).toBeVisible();
  }
}

/** Undo: busy while slow; else why it failed beside the visit, which can still be undone. */
async function reverseVisit({ fault, note }: CellArgs) {
  const screen = await openDesk();
  await scan();
  await expect.element(card()).toBeVisible();
  await userEvent.keyboard('1');
  await page
    .getByRole('dialog', { name: 'Record a visit?' })
    .getByRole('button', { name: 'Record visit' })
    .click();
  const recorded = page.getByRole('status').getByText(`Visit recorded: ${MISSION} for ${NAME}`);
  await expect.element(recorded).toBeVisible();
  const undo = page.getByRole('button', { name: `Undo the visit: ${MISSION} for ${NAME}` });
  const undone = page.getByRole('status').getByText(`Visit undone: ${MISSION} for ${NAME}`);
  const injected = await injectFault(operation('reverseVisit'), fault);
  await undo.click();
  if (fault === 'slow') {
    await expect.element(undo).toBeDisabled();
    await expect.element(undone).toBeVisible();
    note({ seen: 'Undo busy and disabled; then "Visit undone"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, DESK_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the front desk after signing in`,
      gap: 'the visit recorded before signing in again is no longer offered for Undo (reverse it from the member’s timeline)',
    });
  } else {
    // A 403 on an action says in words that the role may not do it (the account is read again).
    const refused =
      fault === '403'
        ? 'Your role, Administrator, may not do this. Your account has been refreshed; ask an administrator if you need this. '
        : '';
    const why = `Could not undo: ${refused}${expected('reverseVisit', fault)}`;
    await expect.element(page.getByRole('status').getByText(why)).toBeVisible();
    await expect.element(undo).toBeEnabled();
    note({ seen: `"${why}" under the recorded visit; Undo still offered` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  // Undo sends an Idempotency-Key: a lost connection is retried twice with it, nothing else is.
  expect(injected.count, 'only a lost connection is retried').toBe(fault === 'network' ? 3 : 1);
  await injected.clear();
  if (fault === 'slow' || fault === '401') return;
  await undo.click();
  await expect.element(undone).toBeVisible();
}

const CELLS = { lookupMembers, reverseVisit } as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
