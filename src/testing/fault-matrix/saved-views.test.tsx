// The saved views of the members list under every fault: loading them (the list keeps working),
// saving one, renaming one (and a change made meanwhile), making one the default and deleting
// one's own.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
import { matrix } from '../network';
import {
  SESSION_EXPIRED,
  contractErrorText,
  dialogText,
  expectChangedMeanwhile,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
  type Fault,
} from './faults';

/** The contract's example: the admin's own view "Arabic speakers, lapsed", and its columns. */
const OWN_VIEW = '/apps/users?noVisitDays=90&language=ar&columns=fullName%2CphoneNumber%2Cpoints';
const OWN_VIEW_URL =
  /^\/apps\/users\?noVisitDays=90&language=ar&columns=fullName%2CphoneNumber%2Cpoints$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';
const OWN_ERRORS: Partial<Record<string, Partial<Record<Fault, string>>>> = {};
const expected = (op: string, fault: Fault) =>
  fault === 'network' ? NETWORK : (OWN_ERRORS[op]?.[fault] ?? contractErrorText(fault));

const picker = () => page.getByRole('combobox', { name: 'Saved view' });
const grid = () => page.getByRole('grid', { name: 'Members' });

async function listSavedViews({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listSavedViews'), fault, { holdSlow: true });
  const screen = await openScreen(OWN_VIEW);
  if (fault === 'slow') {
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    await expect.element(picker()).toHaveTextContent('No saved view');
    injected.release();
    await expect.element(picker()).toHaveTextContent('Arabic speakers, lapsed (97)');
    note({ seen: 'the members at once, "No saved view" in the picker, then the view shown' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, OWN_VIEW_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same filtered list after signing in`,
    });
  } else {
    const text = expected('listSavedViews', fault);
    await expect.element(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
    note({ seen: `"${text}" beside the view picker; the members list keeps working` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
}

/** A write's failure: its alert, then OK; the screen stays where it was. */
async function writeFailed(id: string, fault: Fault, title: string, note: CellArgs['note']) {
  const popup = page.getByRole('dialog', { name: title });
  await expect.element(popup).toHaveTextContent(expected(id, fault));
  note({ seen: await dialogText(popup) });
  await popup.getByRole('button', { name: 'OK' }).click();
}

/** How each form is opened, what it is called, and its failure's title. */
const FORMS = {
  createSavedView: {
    open: () => page.getByRole('button', { name: 'Save view' }).click(),
    title: 'Save this view',
    failed: 'Could not save the view',
  },
  updateSavedView: {
    open: async () => {
      await page.getByRole('button', { name: 'Change "Arabic speakers, lapsed"' }).click();
      await page.getByRole('menuitem', { name: 'Rename…' }).click();
    },
    title: 'Rename the view "Arabic speakers, lapsed"',
    failed: 'Could not change the view',
  },
} as const;

/** Saving a view, or renaming one: busy while slow, else the failure, and the name kept. */
async function viewForm({ fault, note }: CellArgs, id: keyof typeof FORMS) {
  const screen = await openScreen(OWN_VIEW);
  await expect.element(picker()).toHaveTextContent('Arabic speakers, lapsed (97)');
  await FORMS[id].open();
  const form = page.getByRole('dialog', { name: FORMS[id].title });
  const name = form.getByLabelText('Name');
  await name.fill('Lapsed Arabic speakers');
  const injected = await injectFault(operation(id), fault);
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  if (fault === 'slow') {
    await expect.element(save).toBeDisabled();
    note({ seen: 'Save busy and disabled; then the dialog closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, OWN_VIEW_URL);
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same filtered list` });
  } else if (fault === '412') {
    await expectChangedMeanwhile(form, name, 'Lapsed Arabic speakers', note);
  } else {
    await writeFailed(id, fault, FORMS[id].failed, note);
    await expect.element(name).toHaveValue('Lapsed Arabic speakers');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401') return;
  if (fault !== 'slow') await save.click();
  await expect.element(form).not.toBeInTheDocument();
}

async function viewAction(
  { fault, note }: CellArgs,
  id: 'setDefaultSavedView' | 'deleteSavedView',
) {
  const screen = await openScreen(OWN_VIEW);
  await expect.element(picker()).toHaveTextContent('Arabic speakers, lapsed (97)');
  const injected = await injectFault(operation(id), fault);
  const deleting = id === 'deleteSavedView';
  await page.getByRole('button', { name: deleting ? 'Delete view' : 'Make default' }).click();
  if (deleting) {
    const ask = page.getByRole('alertdialog', {
      name: 'Delete the view "Arabic speakers, lapsed"?',
    });
    await ask.getByRole('button', { name: 'Delete view' }).click();
  }
  const title = deleting ? 'Could not delete the view' : 'Could not change the default view';
  if (fault === 'slow') {
    await expect.poll(() => injected.count).toBe(1);
    await injected.clear();
    note({ seen: 'nothing in the way while it is sent; the views are asked again after it' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, OWN_VIEW_URL);
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same filtered list` });
  } else {
    await writeFailed(id, fault, title, note);
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a write is never retried by itself').toBe(1);
  await injected.clear();
}

const CELLS = {
  listSavedViews,
  createSavedView: (args: CellArgs) => viewForm(args, 'createSavedView'),
  updateSavedView: (args: CellArgs) => viewForm(args, 'updateSavedView'),
  deleteSavedView: (args: CellArgs) => viewAction(args, 'deleteSavedView'),
  setDefaultSavedView: (args: CellArgs) => viewAction(args, 'setDefaultSavedView'),
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
