import { describe, expect, test, vi } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { answer, json, matrix } from '../network';
import {
  FAULTS,
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
  NETWORK_TEXT,
  operation,
  shownError,
  type CellArgs,
} from './faults';
import { paths } from '@/lib/paths';

const SCREEN = paths.broadcast();
const SCREEN_URL = new RegExp(`^${SCREEN}$`);
const DRAFT = 'Clinic closes early on Friday.';
const FIRST_PAGE = /^Showing 1 to 10 of 25 entries$/;

const footer = () => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const search = () => page.getByRole('searchbox', { name: 'Search broadcast messages' });
const sendButton = () => page.getByRole('button', { name: 'Send Broadcast' });
const modal = () => page.getByRole('dialog', { name: 'Send Broadcast' });
const errorBanner = () => page.getByRole('alert').filter({ hasText: 'Error!' });
const heading = () => page.getByRole('heading', { level: 1, name: 'Broadcast Messages' });
const grid = () => page.getByRole('grid', { name: 'Broadcast messages' });

/** The text of an element as the admin reads it, once it is visible. */
async function shownText(locator: Locator) {
  await expect.element(locator).toBeVisible();
  return (locator.element() as HTMLElement).innerText.replace(/\s+/g, ' ');
}

async function openBroadcast(): Promise<Screen> {
  const screen = await openScreen(SCREEN);
  await expect.element(heading()).toBeVisible();
  return screen;
}

async function listBroadcastMessages({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listBroadcastMessages'), fault, {
    holdSlow: true,
  });
  const screen = await openScreen(SCREEN);
  if (fault === 'slow') {
    await expect.element(page.getByText('Loading broadcast messages...')).toBeVisible();
    await expect.element(sendButton()).toBeDisabled();
    await expect.element(search()).toBeDisabled();
    injected.release();
    await expect.element(footer()).toHaveTextContent(FIRST_PAGE);
    note({
      seen: '"Loading broadcast messages...", Send Broadcast and search disabled; then the list',
    });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in`,
    });
  } else {
    const text =
      fault === 'network' ? 'Error loading broadcast messages.' : contractErrorText(fault);
    await expect.element(errorBanner()).toHaveTextContent(text);
    note({ seen: await shownText(errorBanner()) });
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await page.getByRole('button', { name: 'Try again' }).click();
  await expect.element(footer()).toHaveTextContent(FIRST_PAGE);
}

/** The send's own declared errors (an unknown saved view, an audience no one can be reached in). */
const SEND_ERRORS: Partial<Record<string, string>> = {
  '404': 'View not found',
  '409': 'No member in this audience can be reached',
};

async function sendBroadcast({ fault, note }: CellArgs) {
  const screen = await openBroadcast();
  await expect.element(footer()).toBeVisible();
  const message = () => modal().getByRole('textbox', { name: 'Message' });
  const openWithDraft = async () => {
    if (modal().query() === null) await sendButton().click();
    await message().fill(DRAFT);
  };
  await openWithDraft();
  const injected = await injectFault(operation('sendBroadcast'), fault);
  await modal().getByRole('button', { name: 'Send', exact: true }).click();
  if (fault === 'slow') {
    await expect.element(modal().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.element(modal().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    note({ seen: '"Sending..." on the disabled Send, Cancel disabled; then "Success"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL);
    // The modal is back over the screen (which it hides from the accessibility tree).
    await expect.element(message()).toHaveValue(DRAFT);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in, the Send Broadcast modal open again with the typed message`,
    });
  } else {
    const text =
      fault === 'network'
        ? 'Error sending broadcast.'
        : (SEND_ERRORS[fault] ?? contractErrorText(fault));
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect.element(popup).toHaveTextContent(text);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(message()).toHaveValue(DRAFT);
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await openWithDraft();
    await modal().getByRole('button', { name: 'Send', exact: true }).click();
  }
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect.element(success).toHaveTextContent('Broadcast message sent successfully.');
  await expect.element(modal()).not.toBeInTheDocument();
  // The success closes by itself after 2 s: it may be gone before the click.
  await success
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect.element(success, { timeout: 4000 }).not.toBeInTheDocument();
}

async function deleteBroadcastMessage({ fault, note }: CellArgs) {
  const screen = await openBroadcast();
  await expect.element(footer()).toBeVisible();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  const deleteFirst = async () => {
    // The list was just fetched again: a click while its rows are replaced may miss, so ask again.
    await vi.waitFor(
      async () => {
        if (confirm.query() === null)
          await grid()
            .getByRole('row')
            .nth(1)
            .getByRole('button', { name: /^Delete message/ })
            .click({ timeout: 2000 });
        await expect.element(confirm, { timeout: 2000 }).toBeVisible();
      },
      { timeout: 10_000 },
    );
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  };
  const deleted = page.getByRole('status').filter({ hasText: 'Success!' });
  const injected = await injectFault(operation('deleteBroadcastMessage'), fault);
  await deleteFirst();
  if (fault === 'slow') {
    await expect.element(sendButton()).toBeDisabled();
    await expect.element(search()).toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: /^Delete message/ }).first())
      .toBeDisabled();
    // An element marked busy that holds the grid (Playwright's `locator('[aria-busy="true"]', { has })`).
    await expect
      .poll(() => grid().query()?.parentElement?.closest('[aria-busy="true"]') ?? null)
      .toBeVisible();
    await expect.element(deleted).toHaveTextContent('Broadcast message deleted.');
    note({
      seen: 'the grid shows progress (busy), Send Broadcast, search and Delete disabled; then "Broadcast message deleted."',
    });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL);
    await expect.element(footer()).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in`,
    });
  } else {
    const text = fault === 'network' ? 'Error deleting message.' : contractErrorText(fault);
    await expect.element(errorBanner()).toHaveTextContent(text);
    note({ seen: await shownText(errorBanner()) });
    if (fault === '403') expectStillSignedIn(screen);
    await errorBanner().getByRole('button', { name: 'Close' }).click();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') await deleteFirst();
  await expect.element(deleted).toHaveTextContent('Broadcast message deleted.');
  await deleted.getByRole('button', { name: 'Close' }).click();
  await expect.element(sendButton()).toBeEnabled();
}

/** The list with one scheduled message and one being sent (held for its minute). */
const WAITING = { scheduled: 'Winter hours from Monday', sending: 'Held for a minute' };
function answerWaiting() {
  answer('listBroadcastMessages', () =>
    json({
      messages: [
        {
          _id: '67d3e4f5a6b7c8d9e0f1a302',
          body: WAITING.sending,
          createdAt: new Date().toISOString(),
          status: 'sending',
          // Longer than a minute, so the cell never races the countdown.
          sendAt: new Date(Date.now() + 600_000).toISOString(),
        },
        {
          _id: '67d3e4f5a6b7c8d9e0f1a301',
          body: WAITING.scheduled,
          createdAt: new Date().toISOString(),
          status: 'scheduled',
          sendAt: new Date(Date.now() + 3_600_000).toISOString(),
          version: 3,
        },
      ],
    }),
  );
}
const waitingRow = (text: string) => grid().getByRole('row').filter({ hasText: text });
const successBanner = () => page.getByRole('status').filter({ hasText: 'Success!' });

async function updateBroadcastMessage({ fault, note }: CellArgs) {
  answerWaiting();
  const screen = await openBroadcast();
  const editor = page.getByRole('dialog', { name: 'Edit scheduled message' });
  const text = () => editor.getByRole('textbox', { name: 'Message' });
  await waitingRow(WAITING.scheduled)
    .getByRole('button', { name: /^Edit scheduled/ })
    .click();
  await text().fill(DRAFT);
  const injected = await injectFault(operation('updateBroadcastMessage'), fault);
  await editor.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect.element(editor.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect.element(editor.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
    note({ seen: '"Saving..." on the disabled Save, Cancel disabled; then "Success"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL);
    await expect.element(text()).toHaveValue(DRAFT);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in, the edit open again with the typed text`,
    });
  } else if (fault === '412') {
    await expectChangedMeanwhile(editor, text(), DRAFT, note);
  } else {
    // A 409 is this operation's own ("The message has already gone").
    const shown =
      fault === 'network'
        ? NETWORK_TEXT
        : fault === '409'
          ? shownError('updateBroadcastMessage', fault)
          : contractErrorText(fault);
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect.element(popup).toHaveTextContent(shown);
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(text()).toHaveValue(DRAFT);
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow' || fault === '401') return;
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
}

async function cancelBroadcastMessage({ fault, note }: CellArgs) {
  answerWaiting();
  const screen = await openBroadcast();
  const stop = () => waitingRow(WAITING.sending).getByRole('button', { name: /^Stop sending/ });
  await expect.element(stop()).toBeVisible();
  const injected = await injectFault(operation('cancelBroadcastMessage'), fault);
  await stop().click();
  if (fault === 'slow') {
    await expect.element(stop()).toBeDisabled();
    await expect.element(successBanner()).toHaveTextContent('Message stopped: it was not sent.');
    note({ seen: 'Stop disabled (one stop at a time); then "Message stopped: it was not sent."' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, SCREEN_URL);
    await expect.element(stop()).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Broadcast Messages after signing in, Stop still offered`,
    });
  } else {
    // A 409 is this operation's own ("The message has already gone").
    const shown =
      fault === 'network'
        ? NETWORK_TEXT
        : fault === '409'
          ? shownError('cancelBroadcastMessage', fault)
          : contractErrorText(fault);
    await expect.element(errorBanner()).toHaveTextContent(shown);
    note({ seen: await shownText(errorBanner()) });
    if (fault === '403') expectStillSignedIn(screen);
    await errorBanner().getByRole('button', { name: 'Close' }).click();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a stop is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow') return;
  await stop().click();
  await expect.element(successBanner()).toHaveTextContent('Message stopped: it was not sent.');
}

// The matrix: one test per operation and fault.
for (const [op, check] of [
  ['listBroadcastMessages', listBroadcastMessages],
  ['sendBroadcast', sendBroadcast],
  ['deleteBroadcastMessage', deleteBroadcastMessage],
] as const) {
  describe(op, () => {
    for (const fault of FAULTS) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
for (const [op, check] of [
  ['updateBroadcastMessage', updateBroadcastMessage],
  ['cancelBroadcastMessage', cancelBroadcastMessage],
] as const) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
