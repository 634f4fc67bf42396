import type { Locator, Page } from '@playwright/test';
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
  type Fault,
  type OperationId,
} from '../support/faults';

test.use({ storageState: signedInState, actionTimeout: 10_000 });

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;
const PROFILE_URL = new RegExp(`${PROFILE}$`);
const TODAY = new Date('2026-11-22T10:00:00');

const missionRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Mission History' }).getByRole('row').filter({ hasText: name });
const alertDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit User Profile' });

async function openProfile(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(PROFILE);
  await profileReady(page);
}

async function profileReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');
}

/** Waits for an alert and presses its OK button (one with a timer may close itself first). */
async function closeAlert(dialog: Locator) {
  await dialog
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 7000 })
    .catch(() => undefined);
  await expect(dialog).toBeHidden({ timeout: 7000 });
}

type Message = { title: string; text: string };
type MutationCase = {
  op: OperationId;
  /** Gets the screen ready for the action; returns the draft typed, when the action has one. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** The specification's message for a failure. */
  failure: (fault: Fault) => Message;
  success: string;
  /** While the answer is slow: progress is shown and the buttons wait. */
  pending: (page: Page) => Promise<string>;
  /** After a failure, what the admin typed is still there. */
  draftKept?: (page: Page) => Promise<void>;
};

const serverText = (fault: Fault, fallback: string) =>
  fault === 'network' ? fallback : contractErrorText(fault);

const DRAFT_NAME = 'Layla Draft Haddad';

const joinCase = (op: OperationId, mission: string): MutationCase => ({
  op,
  act: (page) => page.getByRole('button', { name: `Join ${mission}` }).click(),
  failure: (fault) => ({
    title: 'Mission Join Failed',
    text: serverText(fault, 'Failed to join mission.'),
  }),
  success: 'Mission Joined',
  pending: async (page) => {
    const button = page.getByRole('button', { name: `Join ${mission}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: /^Join / }).first()).toBeDisabled();
    return 'Join buttons disabled, the pressed one busy';
  },
});

const visitCase = (op: OperationId, mission: string): MutationCase => ({
  op,
  act: (page) => missionRow(page, mission).getByRole('button', { name: 'Visit' }).click(),
  failure: (fault) => ({
    title: 'Scan Failed',
    text: serverText(fault, 'Failed to record visit.'),
  }),
  success: 'Visit Recorded',
  pending: async (page) => {
    await expect(
      missionRow(page, mission).getByRole('button', { name: 'Visiting...' }),
    ).toBeDisabled();
    return '"Visiting..." on the disabled button';
  },
});

/** The writes that send an Idempotency-Key (src/api/idempotency.ts). */
const IDEMPOTENT = new Set<OperationId>([
  'joinVisitMission',
  'joinPointMission',
  'recordVisit',
  'recordPointVisit',
  'redeemReward',
]);

const CASES: MutationCase[] = [
  joinCase('joinVisitMission', 'Winter Skin Care Clinic'),
  joinCase('joinPointMission', 'Refer a Friend Points'),
  visitCase('recordVisit', 'Monthly Wellness Check'),
  visitCase('recordPointVisit', 'Healthy Steps Points'),
  {
    op: 'reassignMember',
    act: (page) =>
      missionRow(page, 'Physiotherapy Recovery Plan')
        .getByRole('button', { name: 'Reassign' })
        .click(),
    failure: (fault) =>
      fault === 'network'
        ? { title: 'Something Went Wrong', text: 'An unexpected error occurred while reassigning.' }
        : { title: 'Reassign Failed', text: 'Failed to reassign user. Please try again.' },
    success: 'User Reassigned',
    pending: async (page) => {
      const button = missionRow(page, 'Physiotherapy Recovery Plan').getByRole('button', {
        name: 'Reassign',
      });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      return 'Reassign disabled and busy';
    },
  },
  {
    op: 'redeemReward',
    act: (page) => page.getByRole('button', { name: 'Redeem Café Voucher' }).click(),
    failure: (fault) => ({
      title: 'Redemption Failed',
      text: serverText(fault, 'Unable to redeem reward.'),
    }),
    success: 'Reward Redeemed',
    pending: async (page) => {
      const button = page.getByRole('button', { name: 'Redeem Café Voucher' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('button', { name: /^Redeem / }).first()).toBeDisabled();
      return 'Redeem buttons disabled, the pressed one busy';
    },
  },
  {
    op: 'updateMemberProfile',
    prepare: async (page) => {
      if (!(await editDialog(page).isVisible())) {
        await page.getByRole('button', { name: 'Edit profile' }).click();
      }
      await editDialog(page).getByRole('textbox', { name: 'Full Name' }).fill(DRAFT_NAME);
    },
    act: (page) => editDialog(page).getByRole('button', { name: 'Save' }).click(),
    failure: (fault) => ({
      title: 'Update Failed',
      text: serverText(fault, 'Unable to update profile.'),
    }),
    success: 'Profile Updated',
    pending: async (page) => {
      await expect(editDialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      await expect(editDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return '"Saving..." on the disabled Save, Cancel disabled';
    },
    draftKept: (page) =>
      expect(editDialog(page).getByRole('textbox', { name: 'Full Name' })).toHaveValue(DRAFT_NAME),
  },
];

/** One action's cell: the fault's message (or progress, or sign-in), then the action succeeds. */
async function mutationCell(mutation: MutationCase, { page, fault, note }: CellArgs) {
  await openProfile(page);
  await mutation.prepare?.(page);
  const injected = await injectFault(page, operation(mutation.op), fault);
  await mutation.act(page);
  if (fault === 'slow') {
    const progress = await mutation.pending(page);
    await expect(alertDialog(page, mutation.success)).toBeVisible();
    note({ seen: `${progress}; then "${mutation.success}"` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, PROFILE_URL);
    // A form open again over the profile hides the screen from the accessibility tree.
    if (!mutation.draftKept) await profileReady(page);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
    if (mutation.draftKept) {
      await mutation.draftKept(page);
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, the edit dialog open again with the typed draft`,
      });
    }
  } else {
    const message = mutation.failure(fault);
    const dialog = alertDialog(page, message.title);
    await expect(dialog).toContainText(message.text);
    note({ seen: await dialogText(dialog) });
    await closeAlert(dialog);
    if (fault === '403') await expectStillSignedIn(page);
    await mutation.draftKept?.(page);
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  // A write with an Idempotency-Key (join, visit, redeem) retries a lost connection twice with the
  // same key; every other failure, and every other write, is final.
  const retried = fault === 'network' && IDEMPOTENT.has(mutation.op);
  expect(
    injected.count,
    'a write is retried only after a lost connection, and only when idempotent',
  ).toBe(retried ? 3 : 1);
  await injected.clear();
  if (fault !== 'slow') {
    await mutation.prepare?.(page);
    await mutation.act(page);
  }
  await closeAlert(alertDialog(page, mutation.success));
}

type QueryCase = {
  op: OperationId;
  /** Opens what shows the query's result (the profile, a tab, a dialog). */
  open: (page: Page, fault: Fault) => Promise<void>;
  /** Shows the result again once back from signing in (a tab). */
  afterReturn?: (page: Page) => Promise<void>;
  /** Where the failure shows, and its text. */
  failure: (page: Page, fault: Fault) => { where: Locator; text: string };
  /** Retries from the failure. */
  retry: (page: Page) => Promise<void>;
  /** The query's result once it succeeded. */
  loaded: (page: Page) => Locator;
  /** The progress shown while it is slow. */
  progress: (page: Page) => Locator;
};

const section = (page: Page, name: string) => page.getByRole('region', { name });

const listCase = (op: OperationId, title: string, row: string, tab?: string): QueryCase => ({
  op,
  open: async (page, fault) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto(PROFILE);
    // The lists are asked for with the route: a 401 may sign out before the screen has shown.
    if (fault === '401' && op !== 'listJoinableMissions') return;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (tab) await page.getByRole('tab', { name: tab }).click();
  },
  failure: (page) => ({ where: section(page, title), text: 'This list could not be loaded.' }),
  retry: (page) => section(page, title).getByRole('button', { name: 'Try again' }).click(),
  ...(tab ? { afterReturn: (page: Page) => page.getByRole('tab', { name: tab }).click() } : {}),
  loaded: (page) => section(page, title).getByRole('row').filter({ hasText: row }),
  progress: (page) => section(page, title).getByRole('status').filter({ hasText: 'Loading...' }),
});

const QUERIES: QueryCase[] = [
  {
    op: 'getMember',
    open: async (page, fault) => {
      await page.clock.setFixedTime(TODAY);
      await page.goto(PROFILE);
      // The member is asked for with the route: a 401 may sign out before the screen has shown.
      if (fault !== '401') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    failure: (page) => ({
      where: section(page, 'Member details').getByRole('alert'),
      text: '',
    }),
    retry: (page) =>
      section(page, 'Member details').getByRole('button', { name: 'Try again' }).click(),
    loaded: (page) => section(page, 'Member details').getByText('LC-000123'),
    progress: (page) => section(page, 'Member details').getByText('Loading...').first(),
  },
  listCase('listJoinedMissions', 'Mission History', 'Healthy Steps Points'),
  listCase('listJoinableMissions', 'Total Missions', 'Heart Health Week'),
  listCase('listRewards', 'Total Rewards', 'Café Voucher'),
  listCase('getRewardHistory', 'Reward Redemption History', 'LC-CAFE-7Q2M9X', 'Rewards'),
  {
    // The timeline is asked for when its tab opens (not with the route).
    op: 'listMemberActivity',
    open: async (page) => {
      await page.clock.setFixedTime(TODAY);
      await page.goto(PROFILE);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('tab', { name: 'Activity' }).click();
    },
    afterReturn: (page) => page.getByRole('tab', { name: 'Activity' }).click(),
    failure: (page) => ({
      where: section(page, 'Activity'),
      text: 'This list could not be loaded.',
    }),
    retry: (page) => section(page, 'Activity').getByRole('button', { name: 'Try again' }).click(),
    loaded: (page) =>
      section(page, 'Activity').getByRole('listitem').filter({ hasText: 'Profile edited' }),
    progress: (page) =>
      section(page, 'Activity').getByRole('status').filter({ hasText: 'Loading...' }),
  },
];

/** One list's cell: 4xx answers are final; 5xx and lost connections are tried three times in all. */
async function queryCell(query: QueryCase, { page, fault, note }: CellArgs) {
  const injected = await injectFault(page, operation(query.op), fault, { holdSlow: true });
  await query.open(page, fault);
  if (fault === 'slow') {
    await expect(query.progress(page)).toBeVisible();
    injected.release();
    await expect(query.loaded(page)).toBeVisible();
    note({ seen: `"Loading..." while pending; then the list` });
  } else if (fault === '401' && query.op !== 'listJoinableMissions') {
    await expectSignedOutAndBack(page, PROFILE_URL, () => injected.clear());
    await query.afterReturn?.(page);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const { where, text } = query.failure(page, fault);
    await expect(where).toBeVisible({ timeout: 10_000 });
    if (text) await expect(where).toContainText(text);
    if (fault !== 'network') await expect(where).toContainText(contractErrorText(fault));
    await expect(
      where
        .getByRole('button', { name: 'Try again' })
        .or(where.locator('..').getByRole('button', { name: 'Try again' }))
        .first(),
    ).toBeVisible();
    note({ seen: `${(await where.innerText()).replace(/\s+/g, ' ')}` });
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && !(fault === '401' && query.op !== 'listJoinableMissions'))
    await query.retry(page);
  await expect(query.loaded(page)).toBeVisible();
}

/** The visit history's cell: asked for when its dialog opens, from a fresh page (it is cached). */
async function getVisitHistory({ page, fault, note }: CellArgs) {
  const mission = 'Monthly Wellness Check';
  const history = page.getByRole('dialog', { name: 'Visit History' });
  const openHistory = () =>
    missionRow(page, mission)
      .getByRole('button', { name: `History of ${mission}` })
      .click();
  await openProfile(page);
  const injected = await injectFault(page, operation('getVisitHistory'), fault);
  await openHistory();
  if (fault === 'slow') {
    await expect(history.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect(history.getByRole('list', { name: 'Visits' })).toBeVisible();
    note({ seen: '"Loading..." in the dialog; then the visits' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, PROFILE_URL);
    await profileReady(page);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const failed = alertDialog(page, 'Failed');
    await expect(failed).toContainText(serverText(fault, 'Something went wrong.'), {
      timeout: 10_000,
    });
    note({ seen: await dialogText(failed) });
    await closeAlert(failed);
    if (fault === '403') await expectStillSignedIn(page);
    await history.getByRole('button', { name: 'Close' }).click();
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow') await openHistory();
  await expect(history.getByRole('list', { name: 'Visits' })).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
}

// The matrix: one test per operation and fault.
test.describe('profile actions under faults', () => {
  for (const mutation of CASES)
    test.describe(mutation.op, () => {
      for (const fault of FAULTS)
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => mutationCell(mutation, args)),
        );
    });
});

test.describe('profile lists under faults', () => {
  for (const query of QUERIES)
    test.describe(query.op, () => {
      for (const fault of FAULTS)
        test(
          `${query.op}: ${fault}`,
          faultCell(query.op, fault, (args) => queryCell(query, args)),
        );
    });
  test.describe('getVisitHistory', () => {
    for (const fault of FAULTS)
      test(`getVisitHistory: ${fault}`, faultCell('getVisitHistory', fault, getVisitHistory));
  });
});
