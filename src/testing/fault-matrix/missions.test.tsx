import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { matrix } from '../network';
import { openScreen, type Screen } from '../screen';
import {
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
  type Fault,
} from './faults';
import { paths } from '@/lib/paths';

const LIST = paths.missions();
const LIST_URL = new RegExp(`^${LIST}$`);
const MISSION_ID = '65a1c0d2e3f4a5b6c7d8e911';
const MISSION = `${LIST}/${MISSION_ID}`;
const MISSION_URL = new RegExp(`^${MISSION}$`);
const NAME = 'Winter Skin Care Clinic';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const grid = () => page.getByRole('grid', { name: 'Missions' });
const row = () => grid().getByRole('row').filter({ hasText: NAME });
const participants = () => page.getByRole('grid', { name: 'Participants of the mission' });
const expected = (fault: Fault) => (fault === 'network' ? NETWORK : contractErrorText(fault));

async function openList(): Promise<Screen> {
  const screen = await openScreen(LIST);
  await expect.element(row()).toBeVisible();
  return screen;
}

/** A query's cell: progress while slow; else the error in place of the panel, with a retry. */
async function queryCell(
  { fault, note }: CellArgs,
  id: 'listMissions' | 'getMission' | 'listMissionParticipants',
  path: string,
  url: RegExp,
  loaded: () => Promise<void>,
  loading: string,
) {
  const injected = await injectFault(operation(id), fault, { holdSlow: true });
  const screen = await openScreen(path);
  if (fault === 'slow') {
    await expect.element(page.getByText(loading).first()).toBeVisible();
    injected.release();
    await loaded();
    note({ seen: `"${loading}", then the data` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, url, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same screen after signing in`,
    });
  } else {
    // The mission's own page says so when the mission is not there.
    const text =
      id === 'getMission' && fault === '404'
        ? 'This mission does not exist or has been deleted.'
        : expected(fault);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${text}" in place of the panel, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded();
  }
}

const listLoaded = async () => {
  await expect.element(row()).toBeVisible();
};
const missionLoaded = async () => {
  await expect.element(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
};
const participantsLoaded = async () => {
  await expect
    .element(participants().getByRole('row').filter({ hasText: 'LC-000123' }))
    .toBeVisible();
};

/** A mutation's cell: busy while slow, else the error (the form keeps what was typed). */
async function mutationCell(
  { fault, note }: CellArgs,
  id: 'createMission' | 'updateMission',
  start: () => Promise<void>,
  dialogName: string,
  success: string,
) {
  const screen = await openList();
  await start();
  const form = page.getByRole('dialog', { name: dialogName });
  const points = form.getByLabelText('Points reward');
  await points.fill('135');
  const injected = await injectFault(operation(id), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect.element(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect.element(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: '"Saving..." on the disabled Save, Cancel disabled; then success' });
  } else if (fault === '412') {
    // Changed by someone else meanwhile: the form says who and when, keeps what was typed, and
    // offers their version (the contract's example: 120 points) or to save over it.
    const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await expect.element(conflict).toHaveTextContent(/Omar Haddad saved a change to this at/);
    await expect.element(points).toHaveValue('135');
    note({
      seen: `${(conflict.element() as HTMLElement).innerText.replace(/\s+/g, ' ')}; the typed 135 kept`,
    });
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.element(points).toHaveValue('120');
    await expect.element(conflict).not.toBeInTheDocument();
    await points.fill('135');
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    await expect
      .element(page.getByRole('dialog', { name: dialogName }).getByLabelText('Points reward'))
      .toHaveValue('135');
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list with the form open again, as typed`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Mission Not Saved' });
    // The update's own 409 (the contract's example for it), else the shared error answers.
    const text =
      id === 'updateMission' && fault === '409' ? 'Visit limit below progress' : expected(fault);
    await expect.element(popup).toHaveTextContent(text);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(points).toHaveValue('135');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow')
    await page
      .getByRole('dialog', { name: dialogName })
      .getByRole('button', { name: 'Save' })
      .click();
  const done = page.getByRole('dialog', { name: success });
  await expect.element(done).toBeVisible();
  await expect.element(done, { timeout: 5000 }).not.toBeInTheDocument();
}

async function openMenu(item: string) {
  await row().getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: `${item} ${NAME}` }).click();
}

async function typeFutureDueDate() {
  const field = page
    .getByRole('dialog', { name: 'Create Mission' })
    .getByRole('group', { name: 'Due date' });
  const year = String(new Date().getFullYear() + 1);
  for (const [section, value] of [
    ['Month', '06'],
    ['Day', '30'],
    ['Year', year],
  ] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await userEvent.keyboard(value);
  }
}

async function deleteMission({ fault, note }: CellArgs) {
  const screen = await openList();
  const injected = await injectFault(operation('deleteMission'), fault);
  const ask = async () => {
    await openMenu('Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete this mission?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await ask();
  if (fault === 'slow') {
    await expect.element(page.getByRole('dialog', { name: 'Mission Deleted' })).toBeVisible();
    note({ seen: 'the delete waits (one at a time); then "Mission Deleted"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else if (fault === '409') {
    const offer = page.getByRole('alertdialog', { name: 'Members are taking part' });
    await expect.element(offer).toHaveTextContent('Mission has participants');
    await expect.element(offer.getByRole('button', { name: 'End it today' })).toBeVisible();
    note({ seen: `${(offer.element() as HTMLElement).innerText.replace(/\s+/g, ' ')}` });
    await offer.getByRole('button', { name: 'Cancel' }).click();
  } else {
    const popup = page.getByRole('dialog', { name: 'Mission Not Deleted' });
    await expect.element(popup).toHaveTextContent(expected(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await expect.element(row()).toBeVisible();
    await ask();
  }
  await expect.element(page.getByRole('dialog', { name: 'Mission Deleted' })).toBeVisible();
}

const CELLS = {
  listMissions: (args: CellArgs) =>
    queryCell(args, 'listMissions', LIST, LIST_URL, listLoaded, 'Loading...'),
  getMission: (args: CellArgs) =>
    queryCell(args, 'getMission', MISSION, MISSION_URL, missionLoaded, 'Loading the mission...'),
  listMissionParticipants: (args: CellArgs) =>
    queryCell(
      args,
      'listMissionParticipants',
      MISSION,
      MISSION_URL,
      participantsLoaded,
      'Loading...',
    ),
  createMission: (args: CellArgs) =>
    mutationCell(
      args,
      'createMission',
      async () => {
        await page.getByRole('button', { name: 'Create Mission', exact: true }).click();
        const form = page.getByRole('dialog', { name: 'Create Mission' });
        await form.getByLabelText('Name').fill('Spring Allergy Check');
        await form.getByLabelText('Visit limit').fill('2');
        await typeFutureDueDate();
      },
      'Create Mission',
      'Mission Created',
    ),
  updateMission: (args: CellArgs) =>
    mutationCell(args, 'updateMission', () => openMenu('Edit'), 'Edit Mission', 'Mission Updated'),
  deleteMission,
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
