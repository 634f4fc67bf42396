// The fault cells of a panel of the member profile (points adjustments, privacy): a write started
// in the panel, and the panel's own list. Each test file names its cases and registers the cells.
import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
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
  shownError,
  type CellArgs,
} from './faults';
import { paths } from '@/lib/paths';

export const PROFILE = paths.member({ id: '64b7f0c2a1e4d5f6a7b8c901' });
const PROFILE_URL = new RegExp(`^${PROFILE}$`);

export type PanelMutation = {
  op: string;
  /** Opens what the action needs and types what it sends; again after a failure. */
  prepare: () => Promise<void>;
  act: () => Promise<void>;
  failureTitle: string;
  networkText: string;
  /** Where the success message shows, found by its text. */
  success: Locator;
  /** The success message as the notes quote it (a slow answer's note ends with it). */
  successSeen: string;
  /** The busy look while the answer is on its way, as the note says it. */
  pending: () => Promise<string>;
  /** What stays for another try after a failure. */
  kept: () => Promise<void>;
  /** What shows back on the profile after signing in again, added to the note. */
  afterSignIn: () => Promise<string>;
  /** Sends an Idempotency-Key: a lost connection is retried twice with it, nothing else is. */
  idempotent: boolean;
};

export type PanelList = {
  op: string;
  panel: () => Locator;
  /** A row of the loaded list. */
  loaded: () => Locator;
  /** What the list shows, for the slow answer's note. */
  what: string;
};

/** One write of a panel driven into one fault; `open` opens the profile with the panel loaded. */
export async function panelMutationCell(
  mutation: PanelMutation,
  open: () => Promise<Screen>,
  { fault, note }: CellArgs,
) {
  const screen = await open();
  await mutation.prepare();
  const injected = await injectFault(operation(mutation.op), fault);
  await mutation.act();
  if (fault === 'slow') {
    const progress = await mutation.pending();
    await expect.element(mutation.success).toBeVisible();
    note({ seen: `${progress}; then ${mutation.successSeen}` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    const back = await mutation.afterSignIn();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in${back}`,
    });
  } else {
    const dialog = page.getByRole('dialog', { name: mutation.failureTitle });
    await expect
      .element(dialog)
      .toHaveTextContent(
        fault === 'network' ? mutation.networkText : shownError(mutation.op, fault),
      );
    note({ seen: await dialogText(dialog) });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    if (fault === '403') expectStillSignedIn(screen);
    await mutation.kept();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'only a lost connection is retried, with an Idempotency-Key').toBe(
    mutation.idempotent && fault === 'network' ? 3 : 1,
  );
  await injected.clear();
  if (fault !== 'slow') {
    await mutation.prepare();
    await mutation.act();
    await expect.element(mutation.success).toBeVisible();
  }
}

/** A panel's list driven into one fault: the rest of the profile keeps working. */
export async function panelListCell(list: PanelList, { fault, note }: CellArgs) {
  const injected = await injectFault(operation(list.op), fault, { holdSlow: true });
  const screen = await openScreen(PROFILE);
  const panel = list.panel();
  if (fault === 'slow') {
    await expect.element(panel.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    injected.release();
    await expect.element(list.loaded()).toBeVisible();
    note({ seen: `"Loading..." while pending; then ${list.what}` });
  } else if (fault === '401') {
    // Asked for with the route: the sign-out may come before the screen has shown.
    await expectSignedOutAndBack(screen, PROFILE_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    await expect.element(panel).toHaveTextContent('This list could not be loaded.');
    if (fault !== 'network')
      await expect.element(panel).toHaveTextContent(contractErrorText(fault));
    await expect.element(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The other panels of the profile are not affected.
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
    note({ seen: (panel.element() as HTMLElement).innerText.replace(/\s+/g, ' ') });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await panel.getByRole('button', { name: 'Try again' }).click();
  await expect.element(list.loaded()).toBeVisible();
}

/** Registers the cells: each write and the list under every fault, one test a cell. */
export function panelCells(
  mutations: readonly PanelMutation[],
  open: () => Promise<Screen>,
  list: PanelList,
  test: (name: string, body: ReturnType<typeof faultCell>) => void,
  describe: (name: string, body: () => void) => void,
) {
  for (const mutation of mutations)
    describe(mutation.op, () => {
      for (const fault of FAULTS)
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => panelMutationCell(mutation, open, args)),
        );
    });
  describe(list.op, () => {
    for (const fault of FAULTS)
      test(
        `${list.op}: ${fault}`,
        faultCell(list.op, fault, (args) => panelListCell(list, args)),
      );
  });
}
