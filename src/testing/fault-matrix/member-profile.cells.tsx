// The member profile's fault cells: its actions and its lists, each registered by a test file of
// its own (member-profile-actions.test.tsx, member-profile-lists.test.tsx) so the two run side by side.
import { afterEach, expect, vi } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import {
  expectChangedMeanwhile,
  SESSION_EXPIRED,
  contractErrorText,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
  type Fault,
} from './faults';
import { paths } from '@/lib/paths';

type OperationId = string;

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = paths.member({ id: MEMBER });
const PROFILE_URL = new RegExp(`^${PROFILE}$`);
const TODAY = new Date('2026-11-22T10:00:00');

afterEach(() => {
  vi.useRealTimers();
});

const missionRow = (name: string) =>
  page.getByRole('table', { name: 'Mission History' }).getByRole('row').filter({ hasText: name });
const alertDialog = (title: string) => page.getByRole('dialog', { name: title });
const editDialog = () => page.getByRole('dialog', { name: 'Edit User Profile' });

async function openProfile(): Promise<Screen> {
  vi.setSystemTime(TODAY);
  const screen = await openScreen(PROFILE);
  await profileReady();
  return screen;
}

async function profileReady() {
  await expect.element(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect
    .element(page.getByRole('region', { name: 'Member details' }))
    .toHaveTextContent('LC-000123');
}

/** Waits for an alert and presses its OK button (one with a timer may close itself first). */
async function closeAlert(dialog: Locator) {
  await dialog
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 7000 })
    .catch(() => undefined);
  await expect.element(dialog, { timeout: 7000 }).not.toBeInTheDocument();
}

type Message = { title: string; text: string };
type MutationCase = {
  op: OperationId;
  /** Gets the screen ready for the action; returns the draft typed, when the action has one. */
  prepare?: () => Promise<void>;
  act: () => Promise<void>;
  /** The specification's message for a failure. */
  failure: (fault: Fault) => Message;
  success: string;
  /** While the answer is slow: progress is shown and the buttons wait. */
  pending: () => Promise<string>;
  /** After a failure, what the admin typed is still there. */
  draftKept?: () => Promise<void>;
};

const serverText = (fault: Fault, fallback: string) =>
  fault === 'network' ? fallback : contractErrorText(fault);

const DRAFT_NAME = 'Layla Draft Haddad';

const joinCase = (op: OperationId, mission: string): MutationCase => ({
  op,
  act: () => page.getByRole('button', { name: `Join ${mission}` }).click(),
  failure: (fault) => ({
    title: 'Mission Join Failed',
    text: serverText(fault, 'Failed to join mission.'),
  }),
  success: 'Mission Joined',
  pending: async () => {
    const button = page.getByRole('button', { name: `Join ${mission}` });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: /^Join / }).first()).toBeDisabled();
    return 'Join buttons disabled, the pressed one busy';
  },
});

const visitCase = (op: OperationId, mission: string): MutationCase => ({
  op,
  act: () => missionRow(mission).getByRole('button', { name: 'Visit' }).click(),
  failure: (fault) => ({
    title: 'Scan Failed',
    text: serverText(fault, 'Failed to record visit.'),
  }),
  success: 'Visit Recorded',
  pending: async () => {
    await expect
      .element(missionRow(mission).getByRole('button', { name: 'Visiting...' }))
      .toBeDisabled();
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

export const CASES: MutationCase[] = [
  joinCase('joinVisitMission', 'Winter Skin Care Clinic'),
  joinCase('joinPointMission', 'Refer a Friend Points'),
  visitCase('recordVisit', 'Monthly Wellness Check'),
  visitCase('recordPointVisit', 'Healthy Steps Points'),
  {
    op: 'reassignMember',
    act: () =>
      missionRow('Physiotherapy Recovery Plan').getByRole('button', { name: 'Reassign' }).click(),
    failure: (fault) =>
      fault === 'network'
        ? { title: 'Something Went Wrong', text: 'An unexpected error occurred while reassigning.' }
        : { title: 'Reassign Failed', text: 'Failed to reassign user. Please try again.' },
    success: 'User Reassigned',
    pending: async () => {
      const button = missionRow('Physiotherapy Recovery Plan').getByRole('button', {
        name: 'Reassign',
      });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return 'Reassign disabled and busy';
    },
  },
  {
    op: 'redeemReward',
    act: () => page.getByRole('button', { name: 'Redeem Café Voucher' }).click(),
    failure: (fault) => ({
      title: 'Redemption Failed',
      text: serverText(fault, 'Unable to redeem reward.'),
    }),
    success: 'Reward Redeemed',
    pending: async () => {
      const button = page.getByRole('button', { name: 'Redeem Café Voucher' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      await expect.element(page.getByRole('button', { name: /^Redeem / }).first()).toBeDisabled();
      return 'Redeem buttons disabled, the pressed one busy';
    },
  },
  {
    op: 'updateMemberProfile',
    prepare: async () => {
      if (editDialog().query() === null) {
        await page.getByRole('button', { name: 'Edit profile' }).click();
      }
      await editDialog().getByRole('textbox', { name: 'Full Name' }).fill(DRAFT_NAME);
    },
    act: () => editDialog().getByRole('button', { name: 'Save' }).click(),
    failure: (fault) => ({
      title: 'Update Failed',
      text: serverText(fault, 'Unable to update profile.'),
    }),
    success: 'Profile Updated',
    pending: async () => {
      await expect.element(editDialog().getByRole('button', { name: 'Saving...' })).toBeDisabled();
      await expect.element(editDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
      return '"Saving..." on the disabled Save, Cancel disabled';
    },
    draftKept: async () => {
      await expect
        .element(editDialog().getByRole('textbox', { name: 'Full Name' }))
        .toHaveValue(DRAFT_NAME);
    },
  },
];

/** One action's cell: the fault's message (or progress, or sign-in), then the action succeeds. */
export async function mutationCell(mutation: MutationCase, { fault, note }: CellArgs) {
  const screen = await openProfile();
  await mutation.prepare?.();
  const injected = await injectFault(operation(mutation.op), fault);
  await mutation.act();
  if (fault === 'slow') {
    const progress = await mutation.pending();
    await expect.element(alertDialog(mutation.success)).toBeVisible();
    note({ seen: `${progress}; then "${mutation.success}"` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    // A form open again over the profile hides the screen from the accessibility tree.
    if (!mutation.draftKept) await profileReady();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
    if (mutation.draftKept) {
      await mutation.draftKept();
      note({
        seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in, the edit dialog open again with the typed draft`,
      });
    }
  } else if (fault === '412' && mutation.op === 'updateMemberProfile') {
    await expectChangedMeanwhile(
      editDialog(),
      editDialog().getByRole('textbox', { name: 'Full Name' }),
      DRAFT_NAME,
      note,
    );
  } else {
    const message = mutation.failure(fault);
    const dialog = alertDialog(message.title);
    await expect.element(dialog).toHaveTextContent(message.text);
    note({ seen: await dialogText(dialog) });
    await closeAlert(dialog);
    if (fault === '403') expectStillSignedIn(screen);
    await mutation.draftKept?.();
  }
  await expectScreen();
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
    await mutation.prepare?.();
    await mutation.act();
  }
  await closeAlert(alertDialog(mutation.success));
}

type QueryCase = {
  op: OperationId;
  /** Opens what shows the query's result (the profile, a tab, a dialog). */
  open: (fault: Fault) => Promise<Screen>;
  /** Shows the result again once back from signing in (a tab). */
  afterReturn?: () => Promise<void>;
  /** Where the failure shows, and its text. */
  failure: (fault: Fault) => { where: Locator; text: string };
  /** Retries from the failure. */
  retry: () => Promise<void>;
  /** The query's result once it succeeded. */
  loaded: () => Locator;
  /** The progress shown while it is slow. */
  progress: () => Locator;
};

const section = (name: string) => page.getByRole('region', { name });

const listCase = (op: OperationId, title: string, row: string, tab?: string): QueryCase => ({
  op,
  open: async (fault) => {
    vi.setSystemTime(TODAY);
    const screen = await openScreen(PROFILE);
    // The lists are asked for with the route: a 401 may sign out before the screen has shown.
    if (fault === '401' && op !== 'listJoinableMissions') return screen;
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (tab) await page.getByRole('tab', { name: tab }).click();
    return screen;
  },
  failure: () => ({ where: section(title), text: 'This list could not be loaded.' }),
  retry: () => section(title).getByRole('button', { name: 'Try again' }).click(),
  ...(tab ? { afterReturn: () => page.getByRole('tab', { name: tab }).click() } : {}),
  loaded: () => section(title).getByRole('row').filter({ hasText: row }),
  progress: () => section(title).getByRole('status').filter({ hasText: 'Loading...' }),
});

export const QUERIES: QueryCase[] = [
  {
    op: 'getMember',
    open: async (fault) => {
      vi.setSystemTime(TODAY);
      const screen = await openScreen(PROFILE);
      // The member is asked for with the route: a 401 may sign out before the screen has shown.
      if (fault !== '401')
        await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      return screen;
    },
    failure: () => ({
      where: section('Member details').getByRole('alert'),
      text: '',
    }),
    retry: () => section('Member details').getByRole('button', { name: 'Try again' }).click(),
    loaded: () => section('Member details').getByText('LC-000123'),
    progress: () => section('Member details').getByText('Loading...').first(),
  },
  listCase('listJoinedMissions', 'Mission History', 'Healthy Steps Points'),
  listCase('listJoinableMissions', 'Total Missions', 'Heart Health Week'),
  listCase('listRewards', 'Total Rewards', 'Café Voucher'),
  listCase('getRewardHistory', 'Reward Redemption History', 'LC-CAFE-7Q2M9X', 'Rewards'),
  {
    // The timeline is asked for when its tab opens (not with the route).
    op: 'listMemberActivity',
    open: async () => {
      vi.setSystemTime(TODAY);
      const screen = await openScreen(PROFILE);
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('tab', { name: 'Activity' }).click();
      return screen;
    },
    afterReturn: () => page.getByRole('tab', { name: 'Activity' }).click(),
    failure: () => ({
      where: section('Activity'),
      text: 'This list could not be loaded.',
    }),
    retry: () => section('Activity').getByRole('button', { name: 'Try again' }).click(),
    loaded: () => section('Activity').getByRole('listitem').filter({ hasText: 'Profile edited' }),
    progress: () => section('Activity').getByRole('status').filter({ hasText: 'Loading...' }),
  },
];

/** The Try again button in `where` or beside it (in its parent), as `where.locator('..')` found it. */
function tryAgainNear(where: Locator): Locator {
  const parent = where.element().parentElement;
  const inside = where.getByRole('button', { name: 'Try again' });
  return parent
    ? inside.or(page.elementLocator(parent).getByRole('button', { name: 'Try again' })).first()
    : inside;
}

/** One list's cell: 4xx answers are final; 5xx and lost connections are tried three times in all. */
export async function queryCell(query: QueryCase, { fault, note }: CellArgs) {
  const injected = await injectFault(operation(query.op), fault, { holdSlow: true });
  const screen = await query.open(fault);
  if (fault === 'slow') {
    await expect.element(query.progress()).toBeVisible();
    injected.release();
    await expect.element(query.loaded()).toBeVisible();
    note({ seen: `"Loading..." while pending; then the list` });
  } else if (fault === '401' && query.op !== 'listJoinableMissions') {
    await expectSignedOutAndBack(screen, PROFILE_URL, () => injected.clear());
    await query.afterReturn?.();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const { where, text } = query.failure(fault);
    await expect.element(where).toBeVisible();
    if (text) await expect.element(where).toHaveTextContent(text);
    if (fault !== 'network')
      await expect.element(where).toHaveTextContent(contractErrorText(fault));
    await expect.element(tryAgainNear(where)).toBeVisible();
    note({ seen: `${(where.element() as HTMLElement).innerText.replace(/\s+/g, ' ')}` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && !(fault === '401' && query.op !== 'listJoinableMissions'))
    await query.retry();
  await expect.element(query.loaded()).toBeVisible();
}

/** The visit history's cell: asked for when its dialog opens, from a fresh page (it is cached). */
export async function getVisitHistory({ fault, note }: CellArgs) {
  const mission = 'Monthly Wellness Check';
  const history = page.getByRole('dialog', { name: 'Visit History' });
  const openHistory = () =>
    missionRow(mission)
      .getByRole('button', { name: `History of ${mission}` })
      .click();
  const screen = await openProfile();
  const injected = await injectFault(operation('getVisitHistory'), fault);
  await openHistory();
  if (fault === 'slow') {
    await expect.element(history.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect.element(history.getByRole('list', { name: 'Visits' })).toBeVisible();
    note({ seen: '"Loading..." in the dialog; then the visits' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    await profileReady();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const failed = alertDialog('Failed');
    await expect.element(failed).toHaveTextContent(serverText(fault, 'Something went wrong.'));
    note({ seen: await dialogText(failed) });
    await closeAlert(failed);
    if (fault === '403') expectStillSignedIn(screen);
    await history.getByRole('button', { name: 'Close' }).click();
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow') await openHistory();
  await expect.element(history.getByRole('list', { name: 'Visits' })).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect.element(history).not.toBeInTheDocument();
}
