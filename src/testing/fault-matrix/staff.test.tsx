import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { matrix } from '../network';
import {
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

const LIST = paths.staff();
const LIST_URL = new RegExp(`^${LIST}$`);
const NAME = 'Reception Desk';

/** The errors these operations declare themselves (the mock serves their first example). */
const OWN_ERRORS: OwnErrors = {
  createStaffMember: { '409': 'Email already in use' },
  updateStaffMember: {
    '404': 'Staff member not found',
    '409': 'The last active administrator cannot be deactivated or given another role',
  },
};
const expected = faultTextOf(OWN_ERRORS);

const grid = () => page.getByRole('grid', { name: 'Staff accounts' });
const row = () => grid().getByRole('row').filter({ hasText: NAME });

async function openList(): Promise<Screen> {
  const screen = await openScreen(LIST);
  await expect.element(row()).toBeVisible();
  return screen;
}

async function listStaff({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listStaff'), fault, { holdSlow: true });
  const screen = await openScreen(LIST);
  if (fault === 'slow') {
    await expect.element(page.getByText('Loading staff accounts…').first()).toBeVisible();
    injected.release();
    await expect.element(row()).toBeVisible();
    note({ seen: '"Loading staff accounts…" over the grid, then the staff accounts' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the staff list after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected('listStaff', fault) });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${expected('listStaff', fault)}" in place of the grid, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(row()).toBeVisible();
  }
}

/**
 * A save's cell (add a staff member, or change a role): busy while slow, else the error in an
 * alert and the form keeps what was chosen; an expired session reopens the form after sign-in.
 */
async function saveCell({ fault, note }: CellArgs, id: 'createStaffMember' | 'updateStaffMember') {
  const screen = await openList();
  const adding = id === 'createStaffMember';
  const title = adding ? 'Add staff member' : `Change the role of ${NAME}`;
  const saveName = adding ? 'Add' : 'Save role';
  const failedTitle = adding ? 'Could not add the staff member' : 'Could not change the role';
  if (adding) {
    await page.getByRole('button', { name: 'Add staff member' }).click();
  } else {
    await row().getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: `Change the role of ${NAME}` }).click();
  }
  const form = page.getByRole('dialog', { name: title });
  const typed = form.getByLabelText(adding ? 'E-mail' : 'Role');
  if (adding) {
    await form.getByLabelText('Full name').fill('Grace Okafor');
    await typed.fill('grace.okafor@londonclinic.example');
  } else {
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Programme manager' }).click();
  }
  const injected = await injectFault(operation(id), fault);
  const save = form.getByRole('button', { name: saveName, exact: true });
  await save.click();
  const kept = async (within = form) =>
    adding
      ? expect
          .element(within.getByLabelText('E-mail'))
          .toHaveValue('grace.okafor@londonclinic.example')
      : expect
          .element(within.getByRole('combobox', { name: 'Role' }))
          .toHaveTextContent('Programme manager');
  if (fault === 'slow') {
    await expect.element(save).toBeDisabled();
    note({ seen: `${saveName} busy and disabled; then the form closes` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    await kept(page.getByRole('dialog', { name: title }));
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the staff list after signing in, the form open again with what was chosen`,
    });
  } else if (fault === '412') {
    // Someone else changed the account meanwhile: said above the fields, the chosen role kept.
    const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await expect
      .element(conflict)
      .toHaveTextContent(/Omar Haddad saved a change to this at .+ while you were editing\./);
    await kept();
    const seen = (conflict.element() as HTMLElement).innerText.replace(/\s+/g, ' ');
    note({ seen: `${seen}; the chosen role kept` });
  } else {
    const popup = page.getByRole('dialog', { name: failedTitle });
    await expect.element(popup).toHaveTextContent(expected(id, fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await kept();
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

const CELLS = {
  listStaff,
  createStaffMember: (args: CellArgs) => saveCell(args, 'createStaffMember'),
  updateStaffMember: (args: CellArgs) => saveCell(args, 'updateStaffMember'),
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
