// Bulk actions on members under every fault: the recent jobs in the app bar (every screen keeps
// working), the dry run in the bulk dialog, starting the job, and reversing one.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { answer } from '../network';
import { openScreen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  faultTextOf,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
  type Fault,
} from './faults';

const expected = faultTextOf({});
const MISSIONS = '/apps/missions';
const USERS = '/apps/users';
const grid = () => page.getByRole('grid', { name: 'Members' });
const bulkDialog = () => page.getByRole('dialog', { name: /^Join a mission: / });
const jobsPanel = () => page.getByRole('dialog', { name: 'Bulk jobs' });

const DONE_JOB = {
  _id: '760000000000000000000001',
  action: { type: 'joinMission', missionId: '65a1c0d2e3f4a5b6c7d8e912' },
  label: 'Winter check-up',
  status: 'done',
  total: 1243,
  done: 1243,
  changed: 1198,
  skipped: [{ reason: 'alreadyJoined', count: 45 }],
  createdBy: { _id: '6650a1b2c3d4e5f6a7b8c9d0', fullName: 'Amelia Clarke' },
  createdAt: new Date().toISOString(),
};

/** A write's failure: its alert, then OK; the dialog stays open with what was chosen. */
async function writeFailed(id: string, fault: Fault, title: string, note: CellArgs['note']) {
  const popup = page
    .getByRole('alertdialog', { name: title })
    .or(page.getByRole('dialog', { name: title }));
  await expect.element(popup).toHaveTextContent(expected(id, fault));
  note({ seen: await dialogText(popup) });
  await popup.getByRole('button', { name: 'OK' }).click();
}

async function listMemberBulkJobs({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listMemberBulkJobs'), fault, { holdSlow: true });
  const screen = await openScreen(MISSIONS);
  if (fault === '401') {
    await expectSignedOutAndBack(screen, MISSIONS, () => injected.clear());
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same screen` });
    return;
  }
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.getByRole('button', { name: /^Bulk jobs/ }).elements()).toHaveLength(0);
  if (fault === 'slow') injected.release();
  note({ seen: 'nothing in the app bar; the screen keeps working' });
  if (fault === '403') expectStillSignedIn(screen);
  await finishQueryCell(injected, fault, note);
}

/** The users list with one row ticked and the join dialog open. */
async function openJoinDialog() {
  const screen = await openScreen(USERS);
  await expect.element(grid().getByRole('row').nth(1)).toBeVisible();
  await userEvent.click(grid().getByRole('checkbox', { name: 'Select row' }).first());
  await userEvent.click(page.getByRole('button', { name: 'Bulk actions', exact: true }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Join a mission…' }));
  await expect.element(bulkDialog()).toBeVisible();
  return screen;
}
const chooseMission = async () => {
  await userEvent.click(bulkDialog().getByRole('combobox', { name: 'Mission' }));
  await userEvent.click(page.getByRole('option', { name: 'Refer a Friend Points' }));
};

async function previewMemberBulkAction({ fault, note }: CellArgs) {
  const screen = await openJoinDialog();
  const injected = await injectFault(operation('previewMemberBulkAction'), fault, {
    holdSlow: true,
  });
  await chooseMission();
  const start = bulkDialog().getByRole('button', { name: 'Start' });
  if (fault === 'slow') {
    await expect.element(bulkDialog()).toHaveTextContent('Checking what will happen…');
    await expect.element(start).toBeDisabled();
    injected.release();
    await expect.element(bulkDialog()).toHaveTextContent('will be joined');
    note({ seen: '"Checking what will happen…" with Start disabled, then the dry run' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, USERS, () => injected.clear());
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the members list` });
    return;
  } else {
    const text = expected('previewMemberBulkAction', fault);
    await expect.element(bulkDialog().getByRole('alert')).toHaveTextContent(text);
    await expect.element(start).toBeDisabled();
    note({ seen: `"${text}" in the dialog; Start stays disabled, nothing changed` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a dry run is asked once').toBe(1);
  await injected.clear();
}

async function startMemberBulkJob({ fault, note }: CellArgs) {
  const screen = await openJoinDialog();
  await chooseMission();
  await expect.element(bulkDialog()).toHaveTextContent('will be joined');
  const injected = await injectFault(operation('startMemberBulkJob'), fault);
  const start = bulkDialog().getByRole('button', { name: 'Start' });
  await start.click();
  if (fault === 'slow') {
    await expect.element(start).toBeDisabled();
    await expect.element(bulkDialog()).not.toBeInTheDocument();
    note({ seen: 'Start busy and disabled; then the dialog closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, USERS);
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the members list` });
  } else {
    await writeFailed('startMemberBulkJob', fault, 'Not started', note);
    await expect.element(bulkDialog()).toBeVisible();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  // The start carries an Idempotency-Key: a lost connection is tried again twice, never twice started.
  expect(injected.count).toBe(fault === 'network' ? 3 : 1);
  await injected.clear();
}

async function reverseMemberBulkJob({ fault, note }: CellArgs) {
  answer('listMemberBulkJobs', { jobs: [DONE_JOB] });
  const screen = await openScreen(MISSIONS);
  await userEvent.click(page.getByRole('button', { name: 'Bulk jobs' }));
  await userEvent.click(jobsPanel().getByRole('button', { name: 'Reverse' }));
  const ask = page.getByRole('dialog', { name: 'Reverse: Winter check-up' });
  await userEvent.type(ask.getByRole('textbox', { name: 'Reason' }), 'Wrong mission');
  const injected = await injectFault(operation('reverseMemberBulkJob'), fault);
  const submit = ask.getByRole('button', { name: 'Reverse' });
  await submit.click();
  if (fault === 'slow') {
    await expect.element(submit).toBeDisabled();
    await expect.element(ask).not.toBeInTheDocument();
    note({ seen: 'Reverse busy and disabled; then the question closes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, MISSIONS);
    note({ seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the same screen` });
  } else {
    await writeFailed('reverseMemberBulkJob', fault, 'Not reversed', note);
    await expect.element(ask.getByRole('textbox', { name: 'Reason' })).toHaveValue('Wrong mission');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count).toBe(fault === 'network' ? 3 : 1);
  await injected.clear();
}

const CELLS = {
  listMemberBulkJobs,
  previewMemberBulkAction,
  startMemberBulkJob,
  reverseMemberBulkJob,
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
